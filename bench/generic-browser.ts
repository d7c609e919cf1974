// Shared set-up of the browser benches (bench/generic-*.ts): the HTTP mock serving the built console
// from dist/ (run `npm run build` first) and Debian's Chromium (scripts/chromium.ts), signed in as admin.
import { existsSync } from 'node:fs'
import { chromium, type Page } from 'playwright'
import { startMockServer } from '../mock-server/entry/http'
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
export const report = (name: string, ms: number, n: number, note = '') => console.log(`bench: ${name} median ${ms.toFixed(1)} ms (n=${n})${note ? ` ${note}` : ''}`)
export const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5)

/** Runs `body` with a fresh page signed in as admin, on a mock seeded with `seed`; false when the console is not built or Chromium is missing. */
export async function withConsole(body: (page: Page) => Promise<void>, seed: { scale?: number } = {}): Promise<boolean> {
  const dist = process.env.BENCH_DIST ?? 'dist'
  if (!existsSync(`${dist}/index.html`)) {
    console.log('bench: browser benches skipped: dist/ is missing (run `npm run build`)')
    return false
  }
  assertChromium()
  const server = await startMockServer({ port: 0, host: '127.0.0.1', dev: false, distDir: dist, quiet: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    await fetch(`${server.url}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(seed) })
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US', viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto('/ui/')
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill('Passw0rd!')
    await Promise.all([page.waitForURL('**/ui/console/**'), page.getByRole('button', { name: 'Sign in' }).click()])
    await body(page)
    return true
  } finally {
    await browser.close()
    await server.close()
  }
}
