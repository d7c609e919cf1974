import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { PersonaName } from '../fixtures/personas'
import { ListPage } from '../e2e/pages/list-page'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { userIdOf } from './tasks/api/users'
import { watchedCallsUnder } from './tasks/ui/watched-calls'
import { ROOT_ORG, storeCurrentOrg } from './tasks/ui/sign-in'
import { confirmDeletion } from './tasks/ui/shell'
import { expect, settled } from '../e2e/page-state'

// Vocabulary: the generic list page (shell §2, §3, §5, §6, §9) on the users resource.
const USERS = '/ui/console/users/users'
const list = async (w: ConsoleWorld) => new ListPage(await w.page())

Given('{persona} is on the user list', async function (this: ConsoleWorld, persona: PersonaName) {
  await this.signIn(persona)
  await new ListPage(await this.pageToOpen()).open(USERS)
})

Given('{persona} is on the user list in the root organisation', async function (this: ConsoleWorld, persona: PersonaName) {
  await this.signIn(persona)
  await storeCurrentOrg(await this.browserContext(), this.baseUrl, persona, ROOT_ORG)
  await new ListPage(await this.pageToOpen()).open(USERS)
})

When('they open the user list at {string}', async function (this: ConsoleWorld, query: string) {
  await new ListPage(await this.pageToOpen()).open(`${USERS}${query}`)
})

/** Whether each list-page action of shell §6 is offered (present and enabled) on the first row. */
function listActions(l: ListPage): Record<string, () => Promise<boolean>> {
  const first = async () => (await l.rowNames())[0]
  return {
    create: () => l.offered(l.button('Create')),
    import: () => l.offered(l.button('Import')),
    export: () => l.offered(l.button('Export')),
    'row edit': async () => l.offered(l.rowButton(await first(), 'Edit')),
    'row clone': async () => l.offered(l.rowButton(await first(), 'Clone')),
    'row delete': async () => l.offered(l.rowButton(await first(), 'Delete')),
    'name link': async () => l.offered(l.row(await first()).getByRole('link', { name: await first() })),
    // Bulk actions need a selection (shell §5): the first row is ticked before the menu is read.
    'bulk delete': async () => {
      await l.selectRow(await first()).check()
      return l.menuOffered('Delete selected')
    },
    'bulk update': async () => {
      await l.selectRow(await first()).check()
      return l.menuOffered('Update selected')
    },
  }
}

Then('the list action {string} is {word}', async function (this: ConsoleWorld, action: string, verdict: string) {
  const check = listActions(await list(this))[action]
  assert.ok(check, `unknown list action ${action}`)
  assert.equal(await check(), verdict === 'offered', `${action} should be ${verdict}`)
})

Then('the list actions offered are exactly {list}', async function (this: ConsoleWorld, expected: string[]) {
  const wanted = new Set(expected)
  const checks = listActions(await list(this))
  for (const action of wanted) assert.ok(checks[action], `unknown list action ${action}`)
  const offered: string[] = []
  for (const [action, check] of Object.entries(checks)) if (await check()) offered.push(action)
  assert.deepEqual(offered.sort(), [...wanted].sort())
})


Then('the list page has no button {string}', async function (this: ConsoleWorld, name: string) {
  const l = await list(this)
  await l.bodyRows().first().waitFor()
  await settled(l.page)
  assert.equal(await l.button(name).count(), 0, `the list page shows ${name}`)
})

Then('the list says it is loading', async function (this: ConsoleWorld) {
  await (await list(this)).page.getByRole('main').getByRole('progressbar').waitFor()
})

Then('the table shows {int} rows', async function (this: ConsoleWorld, n: number) {
  const l = await list(this)
  await l.page.waitForFunction((count) => document.querySelectorAll('tbody tr[data-row-id]').length === count, n)
})

Then('the page sizes offered are {list}', async function (this: ConsoleWorld, sizes: string[]) {
  const l = await list(this)
  assert.deepEqual(await l.pageSize().locator('option').allInnerTexts(), sizes)
  assert.equal(await l.pageSize().inputValue(), sizes[0])
})

When('they choose {int} rows per page', async function (this: ConsoleWorld, n: number) {
  await (await list(this)).pageSize().selectOption(String(n))
})

When('they reload the page', async function (this: ConsoleWorld) {
  const page = await this.page()
  // What the user just did has reached the address (a list says it is busy until it has).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.reload()
  await new ListPage(page).table().locator('thead th').first().waitFor()
})

Then('the page size is {int}', async function (this: ConsoleWorld, n: number) {
  const l = await list(this)
  await l.page.waitForFunction((v) => (document.querySelector('select[aria-label="Rows per page"]') as HTMLSelectElement | null)?.value === v, String(n))
})

When('they go to page {int}', async function (this: ConsoleWorld, n: number) {
  await (await list(this)).pageButton(n).click()
})


When('they search for {string}', async function (this: ConsoleWorld, text: string) {
  const l = await list(this)
  await l.search().fill(text)
  await l.search().press('Enter')
  await l.page.getByTestId('search-tag').filter({ hasText: text }).first().waitFor()
})

When('they filter {string} by {string}', async function (this: ConsoleWorld, label: string, option: string) {
  const l = await list(this)
  await l.filter(label).selectOption({ label: `${label}: ${option}` })
})

Then('every row shows {string} in the {string} column', async function (this: ConsoleWorld, text: string, column: string) {
  const l = await list(this)
  const headers = (await l.table().locator('thead th').allInnerTexts()).map((s) => s.trim())
  const at = headers.indexOf(column)
  assert.ok(at >= 0, `no column ${column} in ${headers}`)
  await l.page.waitForFunction(
    ([i, t]) => {
      const cells = [...document.querySelectorAll(`tbody tr[data-row-id] td:nth-child(${Number(i) + 1})`)].map((c) => c.textContent?.trim())
      return cells.length > 0 && cells.every((c) => c === t)
    },
    [at, text] as const,
  )
})

Then('the rows are {list}', async function (this: ConsoleWorld, names: string[]) {
  const l = await list(this)
  const want = names
  await l.page.waitForFunction((w) => {
    const got = [...document.querySelectorAll('tbody tr[data-row-id] td:nth-child(2)')].map((c) => c.textContent?.trim())
    return JSON.stringify(got) === JSON.stringify(w)
  }, want)
})

When('they sort by {string}', async function (this: ConsoleWorld, label: string) {
  await (await list(this)).page.getByRole('button', { name: `Sort by ${label}` }).click()
})

Then('the first row is {string}', async function (this: ConsoleWorld, name: string) {
  const l = await list(this)
  await l.page.waitForFunction((n) => document.querySelector('tbody tr[data-row-id] td:nth-child(2)')?.textContent?.trim() === n, name)
})

When('they hide the column {string} in the column settings', async function (this: ConsoleWorld, column: string) {
  const l = await list(this)
  await l.button('Column settings').click()
  const dialog = l.page.getByRole('dialog', { name: 'Column settings' })
  await dialog.getByRole('checkbox', { name: column, exact: true }).uncheck()
  await dialog.getByRole('button', { name: 'Save' }).click()
})

Then('the column settings cannot hide {string}', async function (this: ConsoleWorld, column: string) {
  const l = await list(this)
  await l.button('Column settings').click()
  const dialog = l.page.getByRole('dialog', { name: 'Column settings' })
  const box = dialog.getByRole('checkbox', { name: `${column} (always shown)` })
  assert.ok(await box.isChecked())
  assert.ok(await box.isDisabled())
  await dialog.getByRole('button', { name: 'Cancel' }).click()
})

Then('the table has no column {string}', async function (this: ConsoleWorld, column: string) {
  const l = await list(this)
  await l.page.waitForFunction((c) => ![...document.querySelectorAll('thead th')].some((th) => th.textContent?.trim() === c), column)
})

Then('the stored table preference of {string} shows {string} and not {string}', async function (this: ConsoleWorld, table: string, shown: string, hidden: string) {
  const page = await this.page()
  const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('tableConfig') ?? '{}'))
  const cols: string[] = prefs[table]?.showColumns ?? []
  assert.ok(cols.includes(shown), `${shown} in ${cols}`)
  assert.ok(!cols.includes(hidden), `${hidden} not in ${cols}`)
})

When('they tick the first row of the page', async function (this: ConsoleWorld) {
  const l = await list(this)
  await l.page.waitForURL((u) => u.searchParams.has('page'))
  // The rows of the page asked for, not the previous page still shown while they load.
  const current = new URL(l.page.url()).searchParams.get('page')
  await l.pageButton(Number(current)).and(l.page.locator('[aria-current="page"]')).waitFor()
  await l.table().and(l.page.locator('table[aria-busy="false"]')).waitFor()
  await l.bodyRows().first().getByRole('checkbox').check()
})

When('they tick the row {string}', async function (this: ConsoleWorld, name: string) {
  await (await list(this)).selectRow(name).check()
})

Then('{int} rows are selected', async function (this: ConsoleWorld, n: number) {
  const page = await this.page()
  await page.getByText(`${n} selected`, { exact: true }).waitFor()
})

When('they delete the selected rows and confirm', async function (this: ConsoleWorld) {
  const l = await list(this)
  await l.moreActions().click()
  await l.menuItem('Delete selected').click()
  await confirmDeletion(l.page)
})

When('they delete the row {string} and confirm', async function (this: ConsoleWorld, name: string) {
  const l = await list(this)
  await l.rowButton(name, 'Delete').click()
  await confirmDeletion(l.page)
})

Then('the browser sent one DELETE, to a user detail URL that now answers 404', async function (this: ConsoleWorld) {
  const deletes = watchedCallsUnder(this, '/api/v1/users/users/').filter((r) => r.method() === 'DELETE')
  assert.equal(deletes.length, 1, deletes.map((r) => r.url()).join(', '))
  const path = new URL(deletes[0].url()).pathname
  assert.match(path, /^\/api\/v1\/users\/users\/[0-9a-f-]{36}\/$/)
  const admin = await ApiSession.signedIn(this.baseUrl)
  assert.equal((await admin.request('GET', path)).status, 404)
})

Then('a toast says {string}', async function (this: ConsoleWorld, text: string) {
  const page = await this.page()
  await page.getByText(text, { exact: false }).first().waitFor()
})

Then('the toast {string} shows its icon in {string}', async function (this: ConsoleWorld, text: string, rgb: string) {
  const toast = (await this.page()).locator('.fui-Toast').filter({ hasText: text }).first()
  await expect(toast.locator('.fui-ToastTitle__media')).toHaveCSS('color', rgb)
})

Then('the list no longer shows {string}', async function (this: ConsoleWorld, name: string) {
  const l = await list(this)
  await l.page.waitForFunction((n) => ![...document.querySelectorAll('tbody tr[data-row-id] td:nth-child(2)')].some((c) => c.textContent?.trim() === n), name)
})

Then('the list (still )shows {string}', async function (this: ConsoleWorld, name: string) {
  await (await list(this)).row(name).first().waitFor()
})

When('they update the selected rows setting {string} to {string}', async function (this: ConsoleWorld, label: string, option: string) {
  const l = await list(this)
  await l.moreActions().click()
  await l.menuItem('Update selected').click()
  const dialog = l.page.getByRole('dialog', { name: /^Update the \d+ selected items$/ })
  await dialog.getByRole('checkbox', { name: `Change ${label}` }).check()
  await dialog.getByRole('radio', { name: option, exact: true }).check()
  const sent = l.page.waitForRequest((r) => r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/v1/users/users/')
  await dialog.getByRole('button', { name: 'Update', exact: true }).click()
  this.last = { body: (await sent).postDataJSON() }
})

const bulkDialog = (l: ListPage) => l.page.getByRole('dialog', { name: /^Update the \d+ selected items$/ })
const bulkField = (l: ListPage, label: string) =>
  bulkDialog(l).locator('.fui-Field').filter({ has: l.page.locator('xpath=./label').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) }) })

/** Ticks each field of the table in the bulk update dialog and gives it the value (a radio's label, or text). */
When('they update the selected rows with:', async function (this: ConsoleWorld, fields: DataTable) {
  const l = await list(this)
  await l.moreActions().click()
  await l.menuItem('Update selected').click()
  const dialog = bulkDialog(l)
  for (const [label, value] of fields.raw()) {
    await dialog.getByRole('checkbox', { name: `Change ${label}` }).check()
    const field = bulkField(l, label)
    const radio = field.getByRole('radio', { name: value, exact: true })
    if ((await radio.count()) > 0) await radio.check()
    else await field.locator('input, textarea').first().fill(value)
  }
  await dialog.getByRole('button', { name: 'Update', exact: true }).click()
})

/** Shell §5: a bulk update's 400 shown per field, under the field, in the dialog that stays open. */
Then('the bulk update says under {string} {string}', async function (this: ConsoleWorld, label: string, message: string) {
  const l = await list(this)
  const field = bulkField(l, label)
  await expect(field.locator('xpath=./*[contains(@id, "__validationMessage")]')).toHaveText(message)
})

Then('the bulk update sent {int} items, each with only {list}', function (this: ConsoleWorld, n: number, keys: string[]) {
  const body = this.last.body as Array<Record<string, unknown>>
  assert.ok(Array.isArray(body), `a PATCH array, not ${JSON.stringify(body)}`)
  assert.equal(body.length, n)
  for (const item of body) assert.deepEqual(Object.keys(item).sort(), [...keys].sort())
})

Then('the column {string} cannot be sorted', async function (this: ConsoleWorld, column: string) {
  const l = await list(this)
  const header = l.columnHeader(column)
  await header.waitFor()
  await settled(l.page)
  assert.equal(await header.getByRole('button', { name: `Sort by ${column}` }).count(), 0, `${column} offers sorting`)
})

When('they drag the edge of the column {string} {int} pixels to the right', async function (this: ConsoleWorld, column: string, px: number) {
  const l = await list(this)
  this.memory.columnWidth = await l.columnWidth(column)
  const edge = await l.columnHeader(column).getByRole('separator').boundingBox()
  assert.ok(edge, 'the column edge is on screen')
  const y = edge.y + edge.height / 2
  await l.page.mouse.move(edge.x + edge.width / 2, y)
  await l.page.mouse.down()
  await l.page.mouse.move(edge.x + edge.width / 2 + px / 2, y)
  await l.page.mouse.move(edge.x + edge.width / 2 + px, y)
  await l.page.mouse.up()
})

Then('the column {string} is {int} pixels wider than before', async function (this: ConsoleWorld, column: string, px: number) {
  const l = await list(this)
  const before = this.memory.columnWidth
  assert.ok(before !== undefined, 'no width was measured before')
  await l.page.waitForFunction(
    ([c, w]) => [...document.querySelectorAll('thead th')].some((th) => th.textContent?.trim() === c && Math.abs(th.getBoundingClientRect().width - Number(w)) <= 1),
    [column, before + px] as const,
  ).catch(async () => assert.equal(await l.columnWidth(column), before + px))
})

Then('the stored table preference of {string} remembers a width for {string}', async function (this: ConsoleWorld, table: string, field: string) {
  const page = await this.page()
  const prefs = await page.evaluate(() => JSON.parse(localStorage.getItem('tableConfig') ?? '{}'))
  assert.equal(typeof prefs[table]?.widths?.[field], 'number', JSON.stringify(prefs[table]))
})

Then('the page buttons are {list}', async function (this: ConsoleWorld, pages: string[]) {
  const l = await list(this)
  const want = pages.map((p) => `Page ${p}`)
  await l.page.waitForFunction(
    (w) => JSON.stringify([...document.querySelectorAll('nav[aria-label="Pagination"] button[aria-label^="Page "]')].map((b) => b.getAttribute('aria-label'))) === JSON.stringify(w),
    want,
  ).catch(async () => assert.deepEqual(await l.pager().getByRole('button', { name: /^Page \d+$/ }).evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label'))), want))
})

Then('the table holds {int} rows but draws fewer of them', async function (this: ConsoleWorld, n: number) {
  const l = await list(this)
  await l.page.waitForFunction((count) => document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') === String(count + 1), n)
  const drawn = await l.bodyRows().count()
  assert.ok(drawn > 0 && drawn < n, `${drawn} of ${n} rows are in the page`)
})

When('they scroll to the bottom of the table', async function (this: ConsoleWorld) {
  const l = await list(this)
  await l.scroller().evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
})

Then('the last row drawn is {string}', async function (this: ConsoleWorld, name: string) {
  const l = await list(this)
  await l.page.waitForFunction((n) => {
    const cells = document.querySelectorAll('tbody tr[data-row-id] td:nth-child(2)')
    return cells[cells.length - 1]?.textContent?.trim() === n
  }, name)
  await l.row(name).scrollIntoViewIfNeeded()
  assert.ok(await l.row(name).isVisible())
})


When('they follow the name link {string}', async function (this: ConsoleWorld, name: string) {
  const l = await list(this)
  await l.row(name).getByRole('link', { name, exact: true }).click()
})

When('they press {string} in the row {string}', async function (this: ConsoleWorld, button: string, text: string) {
  await new ListPage(await this.page()).rowButton(text, button).first().click()
})

When('they follow the link {string} in the row {string}', async function (this: ConsoleWorld, name: string, text: string) {
  await new ListPage(await this.page()).row(text).first().getByRole('link', { name, exact: true }).click()
})

Then('the address is {string} for the user {string}', async function (this: ConsoleWorld, pattern: string, username: string) {
  const path = pattern.replace('{id}', await userIdOf(this.baseUrl, username))
  await (await this.page()).waitForURL((url) => url.pathname + url.search === path, { waitUntil: 'commit' })
})

When('they note how wide the column {string} is', async function (this: ConsoleWorld, column: string) {
  const l = await list(this)
  await settled(l.page)
  this.memory.columnWidth = await l.columnWidth(column)
})

Then('the column {string} is wider than noted, by {int} pixels or more', async function (this: ConsoleWorld, column: string, px: number) {
  const l = await list(this)
  const before = this.memory.columnWidth
  assert.ok(before !== undefined, 'no width was noted')
  await expect.poll(() => l.columnWidth(column), { message: `the column ${column} was ${before} px wide` }).toBeGreaterThanOrEqual(before + px)
})

Then('the column {string} is at least {int} pixels wide', async function (this: ConsoleWorld, column: string, px: number) {
  const l = await list(this)
  await expect.poll(() => l.columnWidth(column), { message: `the column ${column}` }).toBeGreaterThanOrEqual(px)
})
