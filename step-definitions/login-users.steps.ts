import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { Locator } from 'playwright'
import { ListPage } from '../e2e/pages/list-page'
import { settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { idOf } from './tasks/api/lookup'
import { seededOrgId } from './tasks/ui/sign-in'

// Vocabulary: the login (system) users a user may log in to one of their assets with (2.26.1
// perms/users/assets/{asset_id}/system-users/) and the choice My assets' Connect offers (domain §5: the
// one of higher priority is the default login user). Objects are made through the API as the super admin.

const ASSETS = '/api/v1/assets/assets/'
const SYSTEM_USERS = '/api/v1/assets/system-users/'

async function adminCreates(world: ConsoleWorld, url: string, body: Record<string, unknown>) {
  const admin = await ApiSession.signedIn(world.baseUrl)
  const res = await admin.request('POST', url, body, { headers: { 'X-JMS-ORG': seededOrgId('Default') } })
  assert.equal(res.status, 201, `${url}: ${res.text}`)
}

const adminIdOf = async (world: ConsoleWorld, url: string, field: string, value: string) => idOf(await ApiSession.signedIn(world.baseUrl), url, field, value)

Given('the Default organisation has the asset {string} served over {list}', async function (this: ConsoleWorld, hostname: string, protocols: string[]) {
  await adminCreates(this, ASSETS, { hostname, ip: '10.9.1.10', platform: 'Linux', protocols, is_active: true })
})

Given('the Default organisation has the system users:', async function (this: ConsoleWorld, table: DataTable) {
  for (const row of table.hashes()) {
    await adminCreates(this, SYSTEM_USERS, { name: row.name, username: row.username, protocol: row.protocol, priority: Number(row.priority), login_mode: 'auto' })
  }
})

When('the client asks for the login users granted on the asset {string}', async function (this: ConsoleWorld, hostname: string) {
  const asset = await adminIdOf(this, ASSETS, 'hostname', hostname)
  const res = await this.api.request('GET', `/api/v1/perms/users/assets/${asset}/system-users/`)
  this.last = { status: res.status, body: res.body }
})

When('the client asks for the login users granted on an asset that does not exist', async function (this: ConsoleWorld) {
  const res = await this.api.request('GET', '/api/v1/perms/users/assets/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a/system-users/')
  this.last = { status: res.status, body: res.body }
})

Then('the login users listed are, in this order:', function (this: ConsoleWorld, table: DataTable) {
  assert.ok(Array.isArray(this.last.body), `not a list: ${JSON.stringify(this.last.body)?.slice(0, 300)}`)
  const rows = this.last.body as Array<Record<string, unknown>>
  const columns = table.raw()[0]
  const seen = rows.map((r) => Object.fromEntries(columns.map((c) => [c, Array.isArray(r[c]) ? (r[c] as unknown[]).join(', ') : String(r[c])])))
  assert.deepEqual(seen, table.hashes())
})

Then('no login user is listed', function (this: ConsoleWorld) {
  assert.deepEqual(this.last.body, [])
})

Then('every login user listed has exactly the fields {list}', function (this: ConsoleWorld, fields: string[]) {
  const rows = this.last.body as Array<Record<string, unknown>>
  assert.ok(rows.length > 0, 'no login user listed')
  for (const row of rows) assert.deepEqual(Object.keys(row).sort(), [...fields].sort(), String(row.name))
})

// ---- My assets' Connect ----------------------------------------------------------------------------

const dialogOf = async (world: ConsoleWorld) => (await world.page()).getByRole('dialog')
/** The text of each radio's label, in the order drawn. */
const labelsOf = (radios: Locator) => radios.evaluateAll((els) => els.map((e) => ((e as HTMLInputElement).labels?.[0]?.textContent ?? '').trim()))

When('they choose Connect on the asset {string} in My assets', async function (this: ConsoleWorld, hostname: string) {
  const page = await this.pageToOpen()
  await settled(page)
  await page.goto(`/ui/workbench/assets?search=${encodeURIComponent(hostname)}`)
  const list = new ListPage(page)
  await list.row(hostname).first().waitFor()
  await list.row(hostname).getByRole('button', { name: `Connect to ${hostname}`, exact: true }).click()
  await page.getByRole('dialog', { name: `Connect to ${hostname}` }).waitFor()
})

Then('the login users offered are, in this order:', async function (this: ConsoleWorld, table: DataTable) {
  const names = table.raw().map((row) => row[0])
  const radios = (await dialogOf(this)).getByRole('radio')
  await radios.first().waitFor()
  const labels = await labelsOf(radios)
  assert.deepEqual(labels.map((l) => l.replace(/Default$/, '').trim()), names)
})

Then('the login user chosen to start with is {string}, marked as the default', async function (this: ConsoleWorld, name: string) {
  const dialog = await dialogOf(this)
  const checked = dialog.getByRole('radio', { checked: true })
  assert.deepEqual(await labelsOf(checked), [`${name}Default`], 'the one chosen, with the Default mark')
  const marked = (await labelsOf(dialog.getByRole('radio'))).filter((label) => label.endsWith('Default'))
  assert.equal(marked.length, 1, 'one login user marked as the default')
})

When('they choose the login user {string}', async function (this: ConsoleWorld, name: string) {
  const dialog = await dialogOf(this)
  // By keyboard: the radio group moves with the arrow keys until the one named is checked.
  const radios = dialog.getByRole('radio')
  await dialog.getByRole('radio', { checked: true }).focus()
  for (let i = 0; i < (await radios.count()); i++) {
    const [label] = await labelsOf(dialog.getByRole('radio', { checked: true }))
    if (label?.startsWith(name)) return
    await (await this.page()).keyboard.press('ArrowDown')
  }
  assert.fail(`no login user ${name} could be chosen`)
})

Then('the dialog says {string}', async function (this: ConsoleWorld, text: string) {
  await (await dialogOf(this)).getByText(text, { exact: true }).waitFor()
})

Then('the dialog offers no choice of login user', async function (this: ConsoleWorld) {
  assert.equal(await (await dialogOf(this)).getByRole('radio').count(), 0)
})

Then('the dialog offers no way to connect', async function (this: ConsoleWorld) {
  assert.equal(await (await dialogOf(this)).getByRole('link', { name: 'Connect' }).count(), 0)
})

/** The query of the dialog's Connect link, which opens the web terminal in a new tab. */
async function connectQuery(world: ConsoleWorld): Promise<Record<string, string>> {
  const link = (await dialogOf(world)).getByRole('link', { name: 'Connect', exact: true })
  const href = await link.getAttribute('href')
  assert.ok(href, 'no Connect link')
  const url = new URL(href, world.baseUrl)
  assert.equal(url.pathname, '/luna/')
  assert.equal(await link.getAttribute('target'), '_blank')
  return Object.fromEntries(url.searchParams)
}

Then('Connect opens the web terminal on {string} as the login user {string}', async function (this: ConsoleWorld, hostname: string, name: string) {
  assert.deepEqual(await connectQuery(this), {
    login_to: await adminIdOf(this, ASSETS, 'hostname', hostname),
    type: 'asset',
    system_user: await adminIdOf(this, SYSTEM_USERS, 'name', name),
  })
})

/** The default login user is luna's own choice: naming it would break 2.26's luna (paths.ts). */
Then('Connect opens the web terminal on {string} as its default login user', async function (this: ConsoleWorld, hostname: string) {
  assert.deepEqual(await connectQuery(this), { login_to: await adminIdOf(this, ASSETS, 'hostname', hostname), type: 'asset' })
})

Then('the Connect of the application {string} opens the web terminal with the type {string}', async function (this: ConsoleWorld, name: string, type: string) {
  const link = new ListPage(await this.page()).row(name).first().getByRole('link', { name: 'Connect', exact: true })
  const href = await link.getAttribute('href')
  assert.ok(href, `no Connect link on ${name}`)
  const url = new URL(href, this.baseUrl)
  assert.equal(url.pathname, '/luna/')
  const admin = await ApiSession.signedIn(this.baseUrl)
  assert.deepEqual(Object.fromEntries(url.searchParams), { login_to: await idOf(admin, '/api/v1/applications/applications/', 'name', name), type })
})
