// Issue 24: the console's byte budget, checked on the build (`npm test`, after the build step).
//   up front:  the gzip bytes of the JS and CSS index.html loads and preloads;
//   dashboard: the gzip bytes of every JS and CSS file a headless Chromium fetches from sign-in to a
//              painted admin dashboard (lazy chunks included), counted from the files in dist/
//              (BENCH_DIST=<dir> counts another build, as the benches do).
// Byte counts only, no timing. Exits 1 when either total passes its budget.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { startMockServer } from '../mock-server/entry/http'
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

/**
 * The ceilings this build keeps, about 1 % over what it measured: up front 230,073 B, to the dashboard
 * 308,160 B (its count badges included). Issue 24's goals, 150,000 and 200,000 B, are not met yet:
 * README, "Bytes and speed".
 */
export const BUDGET = { upFront: 232_000, dashboard: 310_500 }

const DIST = process.env.BENCH_DIST ?? 'dist'
const gzipBytes = (asset: string) => {
  const file = join(DIST, asset.replace(/^\/ui\//, ''))
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file), { level: 9 }).length
}

/** The assets index.html loads before any script runs: scripts, module preloads and stylesheets. */
export function upFrontAssets(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/ui\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
}

/** The JS and CSS assets fetched from the sign-in page to a painted admin dashboard. */
export async function dashboardAssets(): Promise<string[]> {
  assertChromium()
  const server = await startMockServer({ port: 0, host: '127.0.0.1', dev: false, distDir: DIST, quiet: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const seen = new Set<string>()
  try {
    await fetch(`${server.url}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' })
    const page = await context.newPage()
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (/^\/ui\/assets\/.+\.(js|css)$/.test(path)) seen.add(path)
    })
    await page.goto('/ui/')
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill('Passw0rd!')
    await Promise.all([page.waitForURL('**/ui/console/dashboard**', { timeout: 120_000 }), page.getByRole('button', { name: 'Sign in' }).click()])
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    // The navbar's counts (unread messages over the socket, assigned tickets) may come after the network
    // went idle, and their badge's code with them: the painted dashboard shows them, so the count waits
    // for them (else one load in a few counted 4 KB less).
    await page.getByLabel(/ unread messages$| assigned tickets open$/).first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    return [...seen]
  } finally {
    await browser.close()
    await server.close()
  }
}

export async function measureBytes() {
  const upFront = upFrontAssets(readFileSync(join(DIST, 'index.html'), 'utf8'))
  const dashboard = await dashboardAssets()
  const sum = (assets: string[]) => assets.reduce((n, a) => n + gzipBytes(a), 0)
  return { upFront: sum(upFront), dashboard: sum([...new Set([...upFront, ...dashboard])]), files: { upFront: upFront.length, dashboard: dashboard.length } }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = await measureBytes()
  const over = (['upFront', 'dashboard'] as const).filter((k) => bytes[k] > BUDGET[k])
  console.log(`bundle budget: up front ${bytes.upFront} B gzip (${bytes.files.upFront} files, budget ${BUDGET.upFront}); dashboard ${bytes.dashboard} B gzip (budget ${BUDGET.dashboard})`)
  if (over.length) {
    console.error(`bundle budget: over budget: ${over.join(', ')}`)
    process.exit(1)
  }
}
