import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { ListPage } from '../e2e/pages/list-page'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'

// Vocabulary: a session's actions on the session list (domain §2 audit/sessions, §4 Session).
const rowOf = async (w: ConsoleWorld, text: string) => new ListPage(await w.page()).row(text).first()
const action = async (w: ConsoleWorld, text: string, name: string) => {
  const row = await rowOf(w, text)
  return row.getByRole('link', { name, exact: true }).or(row.getByRole('button', { name, exact: true }))
}

Then('the session row {string} offers {string} opening {string} for that session', async function (this: ConsoleWorld, text: string, name: string, prefix: string) {
  const row = await rowOf(this, text)
  const link = row.getByRole('link', { name, exact: true })
  await expect(link).toBeVisible()
  const id = await row.getAttribute('data-row-id')
  assert.equal(await link.getAttribute('href'), `${prefix}${id}`)
  assert.equal(await link.getAttribute('target'), '_blank')
})

Then('the session row {string} offers {string}', async function (this: ConsoleWorld, text: string, name: string) {
  await expect(await action(this, text, name)).toBeEnabled()
})

Then('the session row {string} offers no {string}', async function (this: ConsoleWorld, text: string, name: string) {
  const row = await rowOf(this, text)
  await row.waitFor()
  await settled(await this.page())
  assert.equal(await (await action(this, text, name)).count(), 0, `${name} is offered on ${text}`)
})

/** The replay's download: a link in the session's own organisation that saves the file the server names. */
Then('the session row {string} offers {string}, which saves its replay as {string}', async function (this: ConsoleWorld, text: string, name: string, file: string) {
  const row = await rowOf(this, text)
  const link = row.getByRole('link', { name, exact: true })
  await expect(link).toBeVisible()
  const id = await row.getAttribute('data-row-id')
  const session = await (await ApiSession.signedIn(this.baseUrl)).request<{ org_id: string }>('GET', `/api/v1/terminal/sessions/${String(id)}/`)
  assert.equal(await link.getAttribute('href'), `/api/v1/terminal/sessions/${String(id)}/replay/download/?oid=${session.body.org_id}`)
  const page = await this.page()
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  assert.equal(download.suggestedFilename(), file.replace('{id}', String(id)))
})

/** The server's word that a session was recorded (has_replay), as its terminal would write it. */
Given('the server holds no replay of the {word} session of {string}', async function (this: ConsoleWorld, protocol: string, user: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const found = await admin.request<Array<{ id: string; user: string; is_finished: boolean }>>('GET', `/api/v1/terminal/sessions/?protocol=${encodeURIComponent(protocol)}`)
  const session = found.body.find((s) => s.user === user && s.is_finished)
  assert.ok(session, `no finished ${protocol} session of ${user}`)
  const res = await admin.request('PATCH', `/api/v1/terminal/sessions/${session.id}/`, { has_replay: false })
  assert.equal(res.status, 200, res.text)
})

/** A row's action that cannot be used says why (its accessible description, the tooltip's text). */
Then('the row {string} refuses {string}, saying {string}', async function (this: ConsoleWorld, text: string, name: string, reason: string) {
  const button = (await rowOf(this, text)).getByRole('button', { name, exact: true })
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await expect(button).toHaveAccessibleDescription(reason)
})

Then('the session list does not list {string}', async function (this: ConsoleWorld, text: string) {
  const list = new ListPage(await this.page())
  await expect(list.row(text)).toHaveCount(0)
})

Then('the column {string} ends inside the table, which ends inside the window', async function (this: ConsoleWorld, label: string) {
  const page = await this.page()
  const list = new ListPage(page)
  const header = await list.columnHeader(label).boundingBox()
  const box = await list.scroller().boundingBox()
  const window = page.viewportSize()
  assert.ok(header && box && window, 'the table is not shown')
  assert.ok(header.x + header.width <= box.x + box.width + 1, `the column ${label} ends at ${header.x + header.width}, the table at ${box.x + box.width}`)
  assert.ok(box.x + box.width <= window.width, `the table ends at ${box.x + box.width}, past the window's ${window.width}`)
})

// ---- the command storages beside the command list, and the server's reads per storage --------------
const STORAGES_URL = '/api/v1/terminal/command-storages/'

/** The id of a command storage, as the client finds it by name in the storage list. */
async function storageId(w: ConsoleWorld, name: string): Promise<string> {
  const res = await w.api.request<Array<{ id: string; name: string }>>('GET', `${STORAGES_URL}?name=${encodeURIComponent(name)}`)
  const storage = res.body.find((s) => s.name === name)
  assert.ok(storage, `no command storage named ${name}: ${res.status}`)
  return storage.id
}

When('the client reads the commands of the command storage {string}', async function (this: ConsoleWorld, name: string) {
  const res = await this.api.request('GET', `/api/v1/terminal/commands/?command_storage_id=${await storageId(this, name)}`)
  this.last = { status: res.status, body: res.body }
})

When('the client reads the command storage tree with the query {string}', async function (this: ConsoleWorld, query: string) {
  const res = await this.api.request('GET', `${STORAGES_URL}tree/?${query}`)
  assert.equal(res.status, 200, JSON.stringify(res.body))
  this.last = { status: res.status, body: res.body }
})

type StorageNode = { id: string; name: string; title: string; pId: string; valid?: boolean }
const treeNode = (w: ConsoleWorld, title: string) => {
  const node = (w.last?.body as StorageNode[]).find((n) => n.title === title && n.pId === 'root')
  assert.ok(node, `no storage titled ${title} under the root of ${JSON.stringify(w.last?.body)}`)
  return node
}

Then('the tree\'s storage {string} counts as many commands as the storage lists with the query {string}', async function (this: ConsoleWorld, title: string, query: string) {
  const node = treeNode(this, title)
  assert.equal(node.valid, true)
  const listed = await this.api.request<unknown[]>('GET', `/api/v1/terminal/commands/?command_storage_id=${node.id}${query ? `&${query}` : ''}`)
  assert.ok(listed.body.length > 0, 'the storage lists no command for that query')
  assert.equal(node.name, `${title}(${listed.body.length})`)
})

Then('the tree\'s storage {string} is marked {string} and not valid', function (this: ConsoleWorld, title: string, mark: string) {
  const node = treeNode(this, title)
  assert.equal(node.valid, false)
  assert.equal(node.name, `${title}${mark}`)
})

const storageItem = async (w: ConsoleWorld, name: string) =>
  (await w.page()).getByRole('tree').getByRole('treeitem').filter({ hasText: new RegExp(`^${name}`) })

When('they choose the command storage {string}', async function (this: ConsoleWorld, name: string) {
  await (await storageItem(this, name)).click()
})

Then('the command storage {string} is marked {string}', async function (this: ConsoleWorld, name: string, mark: string) {
  await expect(await storageItem(this, name)).toContainText(mark)
})

Then('the command storage {string} is chosen, counting as many commands as the list holds', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  const item = await storageItem(this, name)
  await expect(item.locator('[aria-current="true"]')).toHaveCount(1)
  await settled(page)
  const counted = /(\d+) commands?/.exec((await item.textContent()) ?? '')?.[1]
  const total = /^Total (\d+)$/.exec((await page.getByRole('main').getByText(/^Total \d+$/).textContent()) ?? '')?.[1]
  assert.ok(counted && total, `the storage says ${String(counted)}, the list ${String(total)}`)
  assert.equal(Number(counted), Number(total))
  assert.ok(Number(total) > 0, 'the list holds no command')
})

When('the client deletes the command storage {string}', async function (this: ConsoleWorld, name: string) {
  const res = await this.api.request('DELETE', `${STORAGES_URL}${await storageId(this, name)}/`)
  this.last = { status: res.status, body: res.body }
})

When('the client calls PATCH the command storage {string} with is_default true', async function (this: ConsoleWorld, name: string) {
  const res = await this.api.request('PATCH', `${STORAGES_URL}${await storageId(this, name)}/`, { is_default: true })
  this.last = { status: res.status, body: res.body }
})

// Another administrator's writes, through their own session, while the console is open.
Given('the server holds the Elasticsearch command storage {string} on {string}', async function (this: ConsoleWorld, name: string, host: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const res = await admin.request('POST', `${STORAGES_URL}?type=es`, { name, type: 'es', meta: { HOSTS: [host] } })
  assert.equal(res.status, 201, res.text)
})

When('another administrator deletes the command storage {string}', async function (this: ConsoleWorld, name: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const found = await admin.request<Array<{ id: string; name: string }>>('GET', `${STORAGES_URL}?name=${encodeURIComponent(name)}`)
  const storage = found.body.find((s) => s.name === name)
  assert.ok(storage, `no command storage named ${name}`)
  const res = await admin.request('DELETE', `${STORAGES_URL}${storage.id}/`)
  assert.equal(res.status, 204, res.text)
})

Then('the command storage {string} is not offered', async function (this: ConsoleWorld, name: string) {
  await expect(await storageItem(this, name)).toHaveCount(0)
})

// ---- a command as a terminal records it, and the command list showing it whole ----------------------
/** A terminal writes the command to the server (POST terminal/commands/), in a finished session of the user. */
Given('a terminal has recorded the command {string} in a session of {string}', async function (this: ConsoleWorld, input: string, user: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  type Session = { id: string; user: string; asset: string; system_user: string; remote_addr: string; org_id: string; is_finished: boolean }
  const found = await admin.request<Session[]>('GET', '/api/v1/terminal/sessions/')
  const session = found.body.find((s) => s.user.startsWith(`${user}(`) && s.is_finished)
  assert.ok(session, `no finished session of ${user}`)
  const { id, asset, system_user, remote_addr, org_id } = session
  const res = await admin.request('POST', '/api/v1/terminal/commands/', {
    input,
    output: 'ok',
    session: id,
    user: session.user,
    asset,
    system_user,
    remote_addr,
    org_id,
    risk_level: 0,
    timestamp: Math.floor(Date.now() / 1000),
  })
  assert.equal(res.status, 201, res.text)
})

/** Whole on screen (neither cut at its end nor past its last line), or whole in the cell's title. */
Then('the command list shows the whole of the command {string}', async function (this: ConsoleWorld, input: string) {
  const page = await this.page()
  const cell = page.getByRole('main').locator('tbody td').filter({ hasText: input }).first()
  await expect(cell).toBeVisible()
  const shown = await cell.evaluate((td) => {
    const cut = [td, ...td.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
    return { cut, title: td.getAttribute('title'), text: td.textContent }
  })
  assert.equal(shown.text, input)
  assert.ok(!shown.cut || shown.title === input, `the command is cut, and its title is ${JSON.stringify(shown.title)}`)
})
