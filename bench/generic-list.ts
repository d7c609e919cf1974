// A list page of 1000 rows in Chromium (issue 5): the user list, whose answer the bench widens to
// 1000 rows of the mock seeded at scale 1500, against the same page of 15 rows. Time from
// navigation to the rows shown, then from scrolling to the end to the last row shown (virtualised).
import type { Page } from 'playwright'
import { BROWSER_RUNS, median, report, withConsole } from './generic-browser'

const ROWS = 1000
// The mock spreads its seeded users over the organisations: 1500 leave more than 1000 in Default.
const SEED_SCALE = 1500

async function timeListPage(page: Page, rows: number) {
  const t = performance.now()
  await page.goto('/ui/console/users/users')
  await page.locator(`table[aria-rowcount="${rows + 1}"] tr[aria-rowindex="2"]`).waitFor({ timeout: 60_000 })
  return performance.now() - t
}

export async function benchListPage() {
  await withConsole(async (page) => {
    const small: number[] = []
    for (let i = 0; i < BROWSER_RUNS; i++) small.push(await timeListPage(page, 15))
    report('list page of 15 rows (navigation to rows shown)', median(small), small.length)

    // The page asks for limit=15; the bench asks the mock for 1000 rows instead and hands them over.
    await page.route((url) => url.pathname === '/api/v1/users/users/', async (route) => {
      const url = new URL(route.request().url())
      if (route.request().method() !== 'GET' || !url.searchParams.has('limit')) return route.fallback()
      url.searchParams.set('limit', String(ROWS))
      url.searchParams.set('offset', '0')
      const response = await route.fetch({ url: url.toString() })
      await route.fulfill({ response })
    })
    const big: number[] = []
    const scroll: number[] = []
    for (let i = 0; i < BROWSER_RUNS; i++) {
      big.push(await timeListPage(page, ROWS))
      const t = performance.now()
      await page.getByTestId('list-scroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      await page.locator(`tr[aria-rowindex="${ROWS + 1}"]`).waitFor()
      scroll.push(performance.now() - t)
    }
    const inDom = await page.locator('tr[aria-rowindex]').count()
    report(`list page of ${ROWS} rows (navigation to rows shown)`, median(big), big.length, `[${inDom} rows in the DOM]`)
    report(`list page of ${ROWS} rows (scroll to the end to the last row shown)`, median(scroll), scroll.length)
  }, { scale: SEED_SCALE })
}
