import { AfterAll } from '@cucumber/cucumber'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from 'playwright'
import * as XLSX from 'xlsx'
import type { ConsoleWorld } from '../../support/world'

// Tasks over the generic import and export dialogs (shell §4, §5), by role and accessible name.
export const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import' })
export const exportDialog = (page: Page) => page.getByRole('dialog', { name: 'Export' })
export const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm it is you' })
export const helpText = (page: Page) => importDialog(page).locator('#import-help')
export const importRows = (page: Page) => importDialog(page).getByRole('table', { name: 'Rows to import' }).locator('tbody tr')
/** The dialog's primary action: Import, Stop, Continue or Finished. */
export const importAction = (page: Page) => importDialog(page).getByRole('button', { name: /^(Import|Stop|Continue|Finished)$/ })
export const importSummary = (page: Page) => importDialog(page).getByRole('status')

/** Requests the browser sent, per scenario, from the moment they are watched. */
export function watchRequests(world: ConsoleWorld, page: Page) {
  if (world.memory.requests) return
  const requests: Request[] = []
  world.memory.requests = requests
  page.on('request', (r) => requests.push(r))
}
export const requestsSent = (world: ConsoleWorld, method: string, path: string) =>
  (world.memory.requests ?? []).filter((r) => r.method() === method.toUpperCase() && new URL(r.url()).pathname === path)

/** Chooses a file through the upload box, as a user does in the file chooser. */
export async function chooseImportFile(page: Page, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), importDialog(page).getByLabel('File', { exact: true }).click()])
  await chooser.setFiles(file)
}

/** Scratch directories for files generated at test time (never committed), removed when the worker ends. */
const scratchDirs: string[] = []
AfterAll(() => Promise.all(scratchDirs.map((dir) => rm(dir, { recursive: true, force: true }))))

export async function scratchFile(name: string) {
  const dir = await mkdtemp(join(tmpdir(), 'console-import-'))
  scratchDirs.push(dir)
  return join(dir, name)
}

/** A CSV of about `mb` MB: a title row, then rows of users until the size is reached. */
export async function bigCsv(mb: number) {
  const file = await scratchFile(`users-${mb}mb.csv`)
  const row = (i: number) => `Bulk User ${i},bulk${i},bulk${i}@example.com,${'x'.repeat(60)}\n`
  const parts: string[] = ['*Name,*Username,*Email,Comment\n']
  let size = parts[0].length
  for (let i = 0; size < mb * 1024 * 1024; i++) {
    const line = row(i)
    parts.push(line)
    size += line.length
  }
  await writeFile(file, parts.join(''))
  return file
}

export async function excelFile(rows: string[][]) {
  const file = await scratchFile('users.xlsx')
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet')
  await writeFile(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
  return file
}

/** Runs `action` and keeps what the browser downloads as the world's last download. */
export async function keepDownload(world: ConsoleWorld, page: Page, action: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), action()])
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  world.download = {
    status: (await download.failure()) ? 0 : 200,
    headers: new Headers({ 'content-disposition': `attachment; filename="${download.suggestedFilename()}"` }),
    bytes: new Uint8Array(Buffer.concat(chunks)),
    url: download.url(),
  }
}
