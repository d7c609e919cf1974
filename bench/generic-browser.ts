// Shared set-up of the browser benches (bench/generic-*.ts): the HTTP mock serving the built console
// from dist/ (run `npm run build` first) and Debian's Chromium (scripts/chromium.ts), signed in as admin.
// With LINA_DIST=<dir> (a build of JumpServer's own console, Lina; README, "Against Lina"), a bench
// that asks for it also gets that build served by a second mock server on the same store, signed in
// with the same session.
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright'
import { startMockServer } from '../mock-server/entry/http'
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium'

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
export const report = (name: string, ms: number, n: number, note = '') => console.log(`bench: ${name} median ${ms.toFixed(1)} ms (n=${n})${note ? ` ${note}` : ''}`)
export const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5)

/** The other console's origin, and how to open a signed-in page there. */
export interface LinaSite {
  origin: string
  /** A new context (its own cache) holding the session's cookies, at Lina's origin. */
  newPage: () => Promise<Page>
}

const linaDist = () => {
  const dist = process.env.LINA_DIST
  if (!dist) return undefined
  if (existsSync(`${dist}/index.html`)) return dist
  console.log(`bench: LINA_DIST=${dist} has no index.html: the comparison with Lina is skipped`)
  return undefined
}

/**
 * A context as the benches open it. Lina's built index.html runs inline scripts (webpack's runtime) that
 * the mock's policy for our console forbids; a real JumpServer sends Lina without such a policy, so its
 * pages bypass it.
 */
export const contextFor = (browser: Browser, origin: string, lina = false, storageState?: BrowserContextOptions['storageState']) =>
  browser.newContext({ baseURL: origin, locale: 'en-US', viewport: { width: 1280, height: 800 }, bypassCSP: lina, storageState })

/**
 * Runs `body` with a fresh page signed in as admin, on a mock seeded with `seed`; false when the console
 * is not built or Chromium is missing. With `lina` and LINA_DIST set, `body` also gets Lina's site.
 */
export async function withConsole(body: (page: Page, lina?: LinaSite) => Promise<void>, seed: { scale?: number } = {}, options: { lina?: boolean } = {}): Promise<boolean> {
  const dist = process.env.BENCH_DIST ?? 'dist'
  if (!existsSync(`${dist}/index.html`)) {
    console.log('bench: browser benches skipped: dist/ is missing (run `npm run build`)')
    return false
  }
  assertChromium()
  const server = await startMockServer({ port: 0, host: '127.0.0.1', dev: false, distDir: dist, quiet: true })
  // Both servers answer from the one store of this process; the reset below seeds it for both. Cookies
  // belong to the host, not the port: the session made on ours is Lina's too.
  const otherDist = options.lina ? linaDist() : undefined
  const other = otherDist ? await startMockServer({ port: 0, host: '127.0.0.1', dev: false, distDir: otherDist, quiet: true }) : undefined
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    await fetch(`${server.url}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(seed) })
    const context = await contextFor(browser, server.url)
    const page = await context.newPage()
    await page.goto('/ui/')
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill('Passw0rd!')
    await Promise.all([page.waitForURL('**/ui/console/**'), page.getByRole('button', { name: 'Sign in' }).click()])
    const lina = other && {
      origin: other.url,
      newPage: async () => {
        const linaContext = await contextFor(browser, other.url, true)
        await linaContext.addCookies(await context.cookies())
        return linaContext.newPage()
      },
    }
    await body(page, lina)
    return true
  } finally {
    await browser.close()
    await server.close()
    await other?.close()
  }
}
