import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { ListPage } from '../e2e/pages/list-page'
import { expect, settled } from '../e2e/page-state'
import { listOf } from './support/parameter-types'
import { RESOURCE_PATHS, type ResourceName } from './support/resource-names'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { idOf } from './tasks/api/lookup'
import { seededOrgId } from './tasks/ui/sign-in'
import { checkEachRow } from './tasks/ui/walk'

// Vocabulary: what a detail or a list shows instead of ids and raw values (issue 22: names, labels,
// words). Objects are seeded through the API as the super admin; the page is read as a user reads it.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

async function create(baseUrl: string, url: string, body: Record<string, unknown>) {
  const admin = await ApiSession.signedIn(baseUrl)
  const res = await admin.request('POST', url, body, { headers: { 'X-JMS-ORG': seededOrgId('Default') } })
  assert.equal(res.status, 201, res.text)
}

Given('the Default organisation has a user group {string} with the members {string}', async function (this: ConsoleWorld, name: string, members: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const users = await Promise.all(listOf(members).map((u) => idOf(admin, '/api/v1/users/users/', 'username', u)))
  await create(this.baseUrl, '/api/v1/users/groups/', { name, users })
})

Given('the Default organisation has an asset permission {string} granting:', async function (this: ConsoleWorld, name: string, table: DataTable) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const want = table.rowsHash()
  const ids = (url: string, field: string, names?: string) => Promise.all(names ? listOf(names).map((n) => idOf(admin, url, field, n)) : [])
  await create(this.baseUrl, '/api/v1/perms/asset-permissions/', {
    name,
    users: await ids('/api/v1/users/users/', 'username', want.users),
    user_groups: await ids('/api/v1/users/groups/', 'name', want['user groups']),
    assets: await ids('/api/v1/assets/assets/', 'hostname', want.assets),
    nodes: await ids('/api/v1/assets/nodes/', 'full_value', want.nodes),
    system_users: await ids('/api/v1/assets/system-users/', 'name', want['system users']),
    actions: listOf(want.actions ?? 'connect'),
  })
})

Given('the Default organisation has an asset permission {string} on {string} granted to every user group', async function (this: ConsoleWorld, name: string, hostname: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const org = { headers: { 'X-JMS-ORG': seededOrgId('Default') } }
  const groups = await admin.request('GET', '/api/v1/users/groups/?limit=1000', undefined, org)
  assert.equal(groups.status, 200, groups.text)
  const user_groups = (JSON.parse(groups.text) as { results: Array<{ id: string }> }).results.map((g) => g.id)
  await create(this.baseUrl, '/api/v1/perms/asset-permissions/', { name, user_groups, assets: [await idOf(admin, '/api/v1/assets/assets/', 'hostname', hostname)], actions: ['connect'] })
})

Then('no id is shown on the page', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  const text = await page.locator('body').innerText()
  assert.doesNotMatch(text, UUID, text.match(UUID)?.[0])
})

// 2.26's short id: the last group of a UUID (an execution's, a version's), twelve hex digits standing alone.
const SHORT_ID = /(?<![0-9a-f-])[0-9a-f]{12}(?![0-9a-f-])/i

Then('no id nor short id is shown on the page', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  const text = await page.locator('body').innerText()
  assert.doesNotMatch(text, UUID, text.match(UUID)?.[0])
  assert.doesNotMatch(text, SHORT_ID, text.match(SHORT_ID)?.[0])
})

Then('no label on the page ends in {string}', async function (this: ConsoleWorld, ending: string) {
  const page = await this.page()
  await settled(page)
  const labels = [
    ...(await page.locator('main dt, main th, main label, main option, main [role="tab"]').allInnerTexts()),
    ...(await page.locator('main [aria-label]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))),
  ].map((s) => s.trim())
  assert.ok(labels.length > 0, 'no labels on the page')
  assert.deepEqual(labels.filter((l) => l.toLowerCase().endsWith(ending.toLowerCase())), [])
})

// By the address (shell §2: the search lives in the query), so the step reads the same in any language.
When('they open the {resource} list searched for {string}', async function (this: ConsoleWorld, resource: ResourceName, text: string) {
  const page = await this.pageToOpen()
  await settled(page)
  await page.goto(`/ui${RESOURCE_PATHS[resource]}?search=${encodeURIComponent(text)}`)
  await new ListPage(page).row(text).first().waitFor()
})

async function showColumn(world: ConsoleWorld, column: string) {
  const l = new ListPage(await world.page())
  await l.button('Column settings').click()
  const dialog = l.page.getByRole('dialog', { name: 'Column settings' })
  await dialog.getByRole('checkbox', { name: column, exact: true }).check()
  await dialog.getByRole('button', { name: 'Save' }).click()
}

When('they show the column {string} in the column settings', async function (this: ConsoleWorld, column: string) {
  await showColumn(this, column)
})

/** The cell of a row under a column header, once the header is there. */
async function cellOf(world: ConsoleWorld, row: string, column: string) {
  const l = new ListPage(await world.page())
  await expect(l.columnHeader(column)).toHaveCount(1)
  const headers = (await l.table().locator('thead th').allInnerTexts()).map((s) => s.trim())
  return l.row(row).first().locator(`td:nth-child(${headers.indexOf(column) + 1})`)
}

Then('the row {string} shows {string} in the {string} column', async function (this: ConsoleWorld, row: string, text: string, column: string) {
  await expect(await cellOf(this, row, column)).toHaveText(text)
})

// A table of one list's cells, read on the one list the scenario opened (tasks/ui/walk.ts: every
// failing row is named): the row named by the table's {word} column shows the row's value in the
// row's column, or, with a column named in the step, in that column.
Then('the row of each {word} below shows its value in its column:', { timeout: 600_000 }, async function (this: ConsoleWorld, key: string, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row) => {
    await expect(await cellOf(this, row[key]!, row.column!), `"${row.column}" of ${row[key]}`).toHaveText(row.value!)
  })
})

Then('the row of each {word} below shows its {word} in the {string} column:', { timeout: 600_000 }, async function (this: ConsoleWorld, key: string, value: string, column: string, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row) => {
    await expect(await cellOf(this, row[key]!, column), `"${column}" of ${row[key]}`).toHaveText(row[value]!)
  })
})

// A table of one list's cells, read on the one list the scenario opened (tasks/ui/walk.ts: every
// failing row is named): each row's column is shown in the column settings (a column shown already
// stays), then the row of its org shows its count in it.
When('they show each column below in the column settings, its organisation\'s row showing the count:', async function (this: ConsoleWorld, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row) => {
    await showColumn(this, row.column!)
    await expect(await cellOf(this, row.org!, row.column!), `"${row.column}" of ${row.org}`).toHaveText(row.count!)
  })
})

// The id the server gave the user, read through the API: the column shows it only once asked for.
Then('the row {string} shows the user\'s id in the {string} column', async function (this: ConsoleWorld, row: string, column: string) {
  const id = await idOf(await ApiSession.signedIn(this.baseUrl), '/api/v1/users/users/', 'name', row)
  await expect(await cellOf(this, row, column)).toHaveText(id)
})

Then('the filter {string} offers {list}', async function (this: ConsoleWorld, filter: string, options: string[]) {
  const l = new ListPage(await this.page())
  const offered = async () => (await l.filter(filter).locator('option').allInnerTexts()).map((s) => s.trim())
  await expect.poll(offered).toEqual(options.map((o) => `${filter}: ${o}`))
})
