import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import { expect } from '../e2e/page-state'
import { FormPage } from '../e2e/pages/form-page'
import { decryptField } from '../mock-server/drf/crypto'
import { writes } from './support/sent-writes'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'

// Vocabulary of the asset and system-user forms (domain §3 Asset, System user; issue 23): the rows of
// an asset's protocols, a private key pasted as typed, what the server stored.

const protocols = async (w: ConsoleWorld) => new FormPage(await w.page()).form().getByRole('group', { name: 'Protocols', exact: true })

When('they add the protocol {string}', async function (this: ConsoleWorld, protocol: string) {
  const page = await this.page()
  const group = await protocols(this)
  await group.getByRole('button', { name: 'Add protocol', exact: true }).click()
  const last = group.locator('[data-protocol-row]').last()
  await last.getByRole('combobox').click()
  await page.getByRole('option', { name: protocol, exact: true }).click()
})

When('they set the port of protocol {int} to {string}', async function (this: ConsoleWorld, n: number, port: string) {
  await (await protocols(this)).getByRole('textbox', { name: `Port ${n}`, exact: true }).fill(port)
})

When('they remove protocol {int}', async function (this: ConsoleWorld, n: number) {
  await (await protocols(this)).getByRole('button', { name: `Remove protocol ${n}`, exact: true }).click()
})

/** "SSH 22, RDP 3389": each row's protocol by name and its port, in order. */
Then('the protocol rows are {list}', async function (this: ConsoleWorld, expected: string[]) {
  const rows = (await protocols(this)).locator('[data-protocol-row]')
  const want = expected
  await expect(rows).toHaveCount(want.length)
  for (const [i, row] of want.entries()) {
    const [name, port] = row.split(' ')
    await expect(rows.nth(i).getByRole('combobox')).toHaveText(name)
    await expect(rows.nth(i).getByRole('textbox')).toHaveValue(port)
  }
})

async function stored(w: ConsoleWorld, url: string, field: string, name: string): Promise<Record<string, unknown>> {
  const admin = await ApiSession.signedIn(w.baseUrl)
  const res = await admin.request<{ results: Array<Record<string, unknown>> }>('GET', `${url}?${field}=${encodeURIComponent(name)}&limit=10&offset=0`)
  const row = res.body.results?.find((r) => r[field] === name)
  assert.ok(row, `no ${name} in ${url}: ${res.status}`)
  return row
}

Then('the server stores the protocols of the asset {string} as {list}', async function (this: ConsoleWorld, hostname: string, expected: string[]) {
  const asset = await stored(this, '/api/v1/assets/assets/', 'hostname', hostname)
  assert.deepEqual(asset.protocols, expected)
})

When('they paste into {string}:', async function (this: ConsoleWorld, label: string, text: string) {
  const control = new FormPage(await this.page()).control(label)
  await control.fill(text)
  await control.blur()
})

Then('the {string} of the POST of {string} decrypts to exactly:', async function (this: ConsoleWorld, field: string, path: string, text: string) {
  await expect.poll(() => writes(this).filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === path).length).toBeGreaterThan(0)
  const request = writes(this).find((r) => r.method() === 'POST' && new URL(r.url()).pathname === path)!
  const sent = String((request.postDataJSON() as Record<string, unknown>)[field])
  assert.notEqual(sent, text, 'the key left the browser in clear')
  assert.equal(decryptField(sent), text)
})

Then('the POST of {string} sent {string} as {string}', async function (this: ConsoleWorld, path: string, field: string, value: string) {
  await expect.poll(() => writes(this).filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === path).length).toBeGreaterThan(0)
  const request = writes(this).find((r) => r.method() === 'POST' && new URL(r.url()).pathname === path)!
  assert.equal(String((request.postDataJSON() as Record<string, unknown>)[field] ?? ''), value)
})

Then('the server stores the system user {string} with the login mode {string} and the username {string}', async function (this: ConsoleWorld, name: string, mode: string, username: string) {
  const user = await stored(this, '/api/v1/assets/system-users/', 'name', name)
  assert.equal(user.login_mode, mode)
  assert.equal(user.username ?? '', username)
})

/** A titled section of the form: a fieldset named by its legend. */
const section = async (w: ConsoleWorld, title: string) => new FormPage(await w.page()).form().getByRole('group', { name: title, exact: true })

Then('the form has no {string} section', async function (this: ConsoleWorld, title: string) {
  const form = new FormPage(await this.page())
  await form.waitUntilLoaded()
  await expect(form.form().getByRole('group', { name: 'Protocols', exact: true })).toBeVisible()
  await expect(await section(this, title)).toHaveCount(0)
})

Then('the {string} section shows {string} as text, with no input in it', async function (this: ConsoleWorld, title: string, label: string) {
  const group = await section(this, title)
  await expect(group.getByText(label, { exact: true })).toBeVisible()
  await expect(group.locator('input, textarea, select, [role="combobox"], [role="spinbutton"]')).toHaveCount(0)
})
