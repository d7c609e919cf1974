// Issue 24's browser figures: time to a painted dashboard (first visit and repeat), the JS heap after
// 50 route visits against after the first, and the three list changes at 100k records (next page,
// page size 15 → 100, search), each a median of BENCH_BROWSER_RUNS, printed with the load average
// (the machine is shared: compare ratios and medians, never single runs).
import { loadavg } from 'node:os'
import type { Page } from 'playwright'
import { BROWSER_RUNS, median, report, withConsole } from './generic-browser'

const load = () => `load ${loadavg()[0].toFixed(1)}`
const firstRow = (page: Page) => page.locator('table tbody tr').first()
const dashboardPainted = (page: Page) => page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { level: 2 })).first().waitFor({ timeout: 60_000 })

/** Time from an action to the list's first row reading something else, on the page's own clock. */
async function timeRowChange(page: Page, act: () => Promise<unknown>) {
  const before = await firstRow(page).innerText()
  const t = await page.evaluate(() => performance.now())
  await act()
  await page.waitForFunction((prev) => {
    const row = document.querySelector('table tbody tr')
    return row !== null && (row as HTMLElement).innerText !== prev
  }, before, { timeout: 60_000, polling: 'raf' })
  return (await page.evaluate(() => performance.now())) - t
}

export async function benchDashboard() {
  await withConsole(async (page) => {
    const first: number[] = []
    const repeat: number[] = []
    const browser = page.context().browser()!
    const cookies = await page.context().cookies()
    for (let i = 0; i < BROWSER_RUNS; i++) {
      // A first visit: a new context (empty cache) holding only the session cookies.
      const context = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-US', viewport: { width: 1280, height: 800 } })
      await context.addCookies(cookies)
      const fresh = await context.newPage()
      let t = Date.now()
      await fresh.goto('/ui/console/dashboard')
      await dashboardPainted(fresh)
      first.push(Date.now() - t)
      t = Date.now()
      await fresh.reload()
      await dashboardPainted(fresh)
      repeat.push(Date.now() - t)
      await context.close()
    }
    report('painted console dashboard, first visit', median(first), first.length, load())
    report('painted console dashboard, repeat visit', median(repeat), repeat.length, load())
  })
}

export async function benchHeap() {
  await withConsole(async (page) => {
    const cdp = await page.context().newCDPSession(page)
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await cdp.send('Runtime.getHeapUsage')).usedSize
    }
    await page.goto('/ui/console/dashboard')
    await dashboardPainted(page)
    // Every page of the sidebar, opened in the console as a user would (a client-side navigation).
    const paths = (await page.locator('nav a[href^="/ui/console/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).filter((p, i, all) => all.indexOf(p) === i)
    const visit = async (path: string) => {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await page.waitForLoadState('networkidle').catch(() => undefined)
    }
    await visit(paths[0])
    const after1 = await heap()
    for (let i = 0; i < 50; i++) await visit(paths[(i + 1) % paths.length])
    const after50 = await heap()
    // Then 50 more: what the first 50 kept because it is reused (page code, translations, styles) is
    // paid once; what grows again is held per visit.
    for (let i = 0; i < 50; i++) await visit(paths[(i + 1) % paths.length])
    const after100 = await heap()
    const mb = (n: number) => (n / 1e6).toFixed(1)
    console.log(`bench: JS heap after 50 route visits / after the first ${(after50 / after1).toFixed(2)} (${mb(after1)} → ${mb(after50)} MB, ${paths.length} distinct pages, goal ≤ 1.10) (${load()})`)
    console.log(`bench: JS heap after 50 more visits of the same pages / after the first 50 ${(after100 / after50).toFixed(2)} (${mb(after50)} → ${mb(after100)} MB) (${load()})`)
  })
}

export async function benchListChanges() {
  await withConsole(async (page) => {
    const next: number[] = []
    const size: number[] = []
    const search: number[] = []
    for (let i = 0; i < BROWSER_RUNS; i++) {
      await page.goto('/ui/console/users/users')
      await firstRow(page).waitFor({ timeout: 60_000 })
      next.push(await timeRowChange(page, () => page.getByRole('button', { name: 'Next page' }).click()))
      size.push(
        await timeRowChange(page, () => page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100')),
      )
      const box = page.getByRole('combobox', { name: 'Search' }).or(page.getByRole('searchbox')).or(page.getByPlaceholder('Search')).first()
      search.push(
        await timeRowChange(page, async () => {
          await box.fill(`staff${10 + i}`)
          await box.press('Enter')
        }),
      )
      await page.evaluate(() => localStorage.clear())
    }
    report('list at 100k: next page (click to rows painted)', median(next), next.length, load())
    report('list at 100k: 15 → 100 rows per page (choice to rows painted)', median(size), size.length, load())
    report('list at 100k: search (Enter to rows painted)', median(search), search.length, load())
  }, { scale: 100_000 })
}
