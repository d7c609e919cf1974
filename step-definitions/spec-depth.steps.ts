import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { expect } from '@playwright/test'
import { format } from 'date-fns'
import { parseServerDate } from '../mock-server/drf/dates'
import type { PersonaName } from '../fixtures/personas'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { userIdOf } from './tasks/api/users'
import { seededOrgId, storeCurrentOrg } from './tasks/ui/sign-in'
import { FormPage } from '../e2e/pages/form-page'
import { parseValue, patchLicence } from './tasks/ui/shell-control'
import { checkEachRow } from './tasks/ui/walk'

// Vocabulary of the spec-depth scenarios (issue 25): what a page shows, read as a user reads it.

/** A description list inside a named region: the term's label, then its value right after it. */
async function regionLists(w: ConsoleWorld, region: string, label: string, value: string) {
  const list = (await w.page()).getByRole('region', { name: region })
  const term = list.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
  await expect(term, `"${label}" in ${region}`).toHaveCount(1)
  await expect(term.locator('xpath=following-sibling::dd[1]'), `"${label}" in ${region}`).toHaveText(value)
}

Then('the {string} region lists {string} as {string}', async function (this: ConsoleWorld, region: string, label: string, value: string) {
  await regionLists(this, region, label, value)
})

/** A named region's table (a card of a few rows), its header row and every row exactly, in order. */
Then('the {string} region shows exactly the rows:', async function (this: ConsoleWorld, region: string, table: DataTable) {
  const [headers, ...rows] = table.raw()
  const shown = (await this.page()).getByRole('region', { name: region, exact: true }).getByRole('table')
  await expect(shown.locator('thead th')).toHaveText(headers!)
  await expect(shown.locator('tbody tr')).toHaveCount(rows.length)
  for (const [i, cells] of rows.entries()) await expect(shown.locator('tbody tr').nth(i).locator('td')).toHaveText(cells)
})

/** A named region's table: as many rows as said, each showing the value under the column of that header. */
Then('the {string} region lists {int} row(s), each with {string} as {string}', async function (this: ConsoleWorld, region: string, count: number, header: string, value: string) {
  const shown = (await this.page()).getByRole('region', { name: region, exact: true }).getByRole('table')
  await expect(shown.locator('tbody tr')).toHaveCount(count)
  const column = (await shown.locator('thead th').allInnerTexts()).map((h) => h.trim()).indexOf(header)
  assert.ok(column >= 0, `no column "${header}" in ${region}`)
  for (let i = 0; i < count; i++) await expect(shown.locator('tbody tr').nth(i).locator('td').nth(column)).toHaveText(value)
})

// The first column of a region's rows links to the row's own page (related-rows-tab.tsx).
When("they follow the first row's link in the {string} region", async function (this: ConsoleWorld, region: string) {
  const page = await this.page()
  const from = page.url()
  await page.getByRole('region', { name: region, exact: true }).locator('tbody tr').first().getByRole('link').first().click()
  await page.waitForURL((url) => url.href !== from)
})

// A table of the licence detail's fields (tasks/ui/walk.ts: every failing row is named): the mock is
// told every row's field and value first, the page is loaded once, and each row's label is listed in
// the region as the row shows it. The values differ, so a label showing another field's value fails.
Then('with the licence detail holding each field below, {string} lists in its {string} region each label as shown:', { timeout: 600_000 }, async function (this: ConsoleWorld, path: string, region: string, table: DataTable) {
  const rows = table.hashes()
  for (const row of rows) await patchLicence(this.baseUrl, { [row.field!]: parseValue(row.value!) })
  await (await this.pageToOpen()).goto(path)
  await checkEachRow(this, rows, async (row) => regionLists(this, region, row.label!, row.shown!))
})

/** Goes to a user's detail page without waiting for it to be drawn: its calls may be held. */
When('they go to the detail page of the user {string}', async function (this: ConsoleWorld, username: string) {
  await (await this.pageToOpen()).goto(`/ui/console/users/users/${await userIdOf(this.baseUrl, username)}`)
})

Then('the detail page says it is loading, showing no tab yet', async function (this: ConsoleWorld) {
  const main = (await this.page()).getByRole('main')
  await expect(main.getByRole('progressbar', { name: 'Loading…' })).toBeVisible()
  await expect(main.getByRole('tab')).toHaveCount(0)
})

/** The current organisation a browser remembers, by its wire id (domain §3: the nil id marks the root org). */
Given('{persona} last used the organisation id {string} named {string} in this browser', async function (this: ConsoleWorld, persona: PersonaName, id: string, name: string) {
  await storeCurrentOrg(await this.browserContext(), this.baseUrl, persona, { id, name })
})

const UUID_IN_PATH = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

/** The object of the page as the server holds it (its id is the address's last), read as admin. */
async function objectOfPage(w: ConsoleWorld, listUrl: string) {
  const page = await w.page()
  const ids = new URL(page.url()).pathname.match(UUID_IN_PATH)
  assert.ok(ids, `no object id in ${page.url()}`)
  return (await (await ApiSession.signedIn(w.baseUrl, 'admin')).request<Record<string, string>>('GET', `${listUrl}${ids[ids.length - 1]}/`)).body
}

const detailValue = async (w: ConsoleWorld, label: string) =>
  (await w.page()).getByRole('main').locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]')

/** A detail's value as the server holds it for the object of the page. */
Then('the detail shows {string} as its {word} from {string}', async function (this: ConsoleWorld, label: string, field: string, listUrl: string) {
  const value = (await objectOfPage(this, listUrl))[field]
  assert.ok(value, `the server holds no ${field}`)
  await expect(await detailValue(this, label)).toHaveText(String(value))
})

/** A detail's date as the server holds it for the object of the page, in the medium format (shell §9). */
Then('the detail shows {string} as its {word} from {string} in local time', async function (this: ConsoleWorld, label: string, field: string, listUrl: string) {
  const held = (await objectOfPage(this, listUrl))[field]
  const date = parseServerDate(held ?? '')
  assert.ok(date, `the server's ${field} is ${held}`)
  await expect(await detailValue(this, label)).toHaveText(format(date, 'yyyy-MM-dd HH:mm:ss'))
})

/** An RDP system user of Default whose AD domain is set (domain §5: it cannot be edited once set). */
Given('the Default organisation has the RDP system user {string} in the AD domain {string}', async function (this: ConsoleWorld, name: string, domain: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const body = { name, username: 'Administrator', protocol: 'rdp', login_mode: 'auto', priority: 81, ad_domain: domain }
  const res = await admin.request('POST', '/api/v1/assets/system-users/', body, { headers: { 'X-JMS-ORG': seededOrgId('Default') } })
  assert.equal(res.status, 201, res.text)
})

Then('the field {string} cannot be edited', async function (this: ConsoleWorld, label: string) {
  await expect(new FormPage(await this.page()).control(label)).not.toBeEditable()
})

Then('the field {string} can be edited', async function (this: ConsoleWorld, label: string) {
  await expect(new FormPage(await this.page()).control(label)).toBeEditable()
})

/** The choices of a select of the page, native or not, in their order. */
Then('the select {string} offers exactly {list}', async function (this: ConsoleWorld, label: string, names: string[]) {
  const page = await this.page()
  const box = page.getByRole('main').getByRole('combobox', { name: label })
  if ((await box.evaluate((el) => el.tagName)) === 'SELECT') {
    const offered = (await box.locator('option').allInnerTexts()).map((o) => o.trim()).filter(Boolean)
    assert.deepEqual(offered, names)
    return
  }
  await box.click()
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(names)
  await page.keyboard.press('Escape')
})

Then('they see a text starting {string}', async function (this: ConsoleWorld, start: string) {
  await (await this.page()).getByText(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).first().waitFor()
})
