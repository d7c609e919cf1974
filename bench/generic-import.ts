// Import preview of a 10k-row CSV in Chromium (issues 5, 27): from the file chosen to the rows shown
// (render-to-json plus the table), a median of BENCH_BROWSER_RUNS runs printed with the machine's load
// average over them, and a check that all 10 000 rows are kept.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { BROWSER_RUNS, median, report, withConsole } from './generic-browser'

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000)

export async function benchImportPreview() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-import-'))
  const file = join(dir, `users-${ROWS}.csv`)
  const lines = ['*Name,*Username,*Email,*System roles,Comment']
  for (let i = 1; i <= ROWS; i++) lines.push(`Bench User ${i},bench${i},bench${i}@example.com,"['00005eed-0000-4000-8000-000000000003']",row ${i}`)
  await writeFile(file, lines.join('\n'))
  try {
    await withConsole(async (page) => {
      const times: number[] = []
      const loads: number[] = []
      const summary = `0 succeeded, 0 failed, ${ROWS} pending of ${ROWS}`
      for (let run = 0; run < BROWSER_RUNS; run++) {
        await page.goto('/ui/console/users/users')
        await page.getByRole('toolbar').getByRole('button', { name: 'Import', exact: true }).click()
        const dialog = page.getByRole('dialog', { name: 'Import' })
        const input = dialog.getByLabel('File', { exact: true })
        await input.waitFor()
        const t = performance.now()
        await input.setInputFiles(file)
        await dialog.getByRole('status').filter({ hasText: summary }).waitFor({ timeout: 60_000 })
        await dialog.getByRole('textbox', { name: 'Edit Name of row 1', exact: true }).waitFor()
        times.push(performance.now() - t)
        loads.push(loadavg()[0])
      }
      // Every row kept: the summary counts the rows the table holds.
      const kept = await page.getByRole('dialog', { name: 'Import' }).getByRole('status').innerText()
      report(`import preview of a ${ROWS}-row CSV (file chosen to rows shown)`, median(times), times.length, `(load ${median(loads).toFixed(1)}) [${kept}]`)
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
