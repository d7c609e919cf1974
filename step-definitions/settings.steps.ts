import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { expect } from '@playwright/test'
import { settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { checkEachRow, visitWithin } from './tasks/ui/walk'

// Vocabulary: the settings and profile pages (domain §2 Settings, Profile). Test answers show in the
// page (shell §8: no generic flash for the mail and LDAP tests); a settings section is a named form.

const main = async (w: ConsoleWorld) => (await w.page()).getByRole('main')
const section = async (w: ConsoleWorld, name: string) => (await main(w)).getByRole('form', { name }).or((await main(w)).getByRole('region', { name }))

// A server with one more integer setting in a category than 2.26.1 has (domain §9's heartbeat): the
// category's OPTIONS describe it as the server's serializers describe an integer, and its GET holds it.
Given('the server also has the {word} setting {string} at {int}', async function (this: ConsoleWorld, category: string, name: string, value: number) {
  const page = await this.page()
  await page.route(`**/api/v1/settings/setting/?category=${category}`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown> & { actions?: Record<string, Record<string, unknown>> }
    if (route.request().method() === 'OPTIONS') {
      for (const action of Object.values(body.actions ?? {})) action[name] = { type: 'integer', required: false, read_only: false, label: name, min_value: 1 }
    } else if (route.request().method() === 'GET') body[name] = value
    await route.fulfill({ response, json: body })
  })
})

When('they press {string} in the {string} section', async function (this: ConsoleWorld, button: string, name: string) {
  await (await section(this, name)).getByRole('button', { name: button, exact: true }).click()
})

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field of a section by its label (a required field's label ends with a star). */
const field = async (w: ConsoleWorld, name: string, label: string) =>
  (await section(w, name))
    .locator('.fui-Field')
    .filter({ has: (await w.page()).locator('xpath=./label').filter({ hasText: new RegExp(`^\\s*${escape(label)}\\s*\\*?\\s*$`) }) })
    .first()

When('they fill {string} with {string} in the {string} section', async function (this: ConsoleWorld, label: string, value: string, name: string) {
  const control = (await field(this, name, label)).locator('input, textarea').first()
  await control.fill(value)
  await control.blur()
})

Then('the field {string} holds {string} in the {string} section', async function (this: ConsoleWorld, label: string, value: string, name: string) {
  await expect((await field(this, name, label)).locator('input, textarea').first()).toHaveValue(value)
})

Then('the {string} section has the field {string}', async function (this: ConsoleWorld, name: string, label: string) {
  await expect(await field(this, name, label)).toBeVisible()
})

// A table of settings pages walked in one scenario (tasks/ui/walk.ts: the first row's page loaded, the
// next followed inside the console, every failing row named): each row's page has the field in its
// section, holding the row's value when it has one. Other columns document the row.
Then('each settings page below has its field in its section:', { timeout: 600_000 }, async function (this: ConsoleWorld, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row, first) => {
    await visitWithin(this, row.path!, first)
    const found = await field(this, row.section!, row.label!)
    if (row.value === undefined) await expect(found, `"${row.label}" in ${row.section}`).toBeVisible()
    else await expect(found.locator('input, textarea').first(), `"${row.label}" in ${row.section}`).toHaveValue(row.value)
  })
})

Then('the {string} section has no field {string}', async function (this: ConsoleWorld, name: string, label: string) {
  // The section's fields drawn first: absent from a drawn section, not from one still loading.
  await expect((await section(this, name)).locator('.fui-Field').first()).toBeVisible()
  await expect(await field(this, name, label)).toHaveCount(0)
})

When('they switch {string} on in the {string} section', async function (this: ConsoleWorld, label: string, name: string) {
  await (await section(this, name)).getByRole('switch', { name: label }).check()
})

Then('the page shows the result {string}', async function (this: ConsoleWorld, text: string) {
  await expect((await main(this)).getByRole('status').filter({ hasText: text })).toBeVisible()
})

Then('no toast is shown', async function (this: ConsoleWorld) {
  // The toaster's code is loaded with the first toast (issue 24): a toast raised by the step before
  // may still be on its way when its own result is drawn. Settled, it would be here.
  const page = await this.page()
  await settled(page)
  const toasts = page.locator('.fui-Toast')
  assert.equal(await toasts.count(), 0, `toasts: ${await toasts.allInnerTexts()}`)
})

Then('the {string} section says {string} under {string}', async function (this: ConsoleWorld, name: string, message: string, label: string) {
  await expect(await field(this, name, label)).toContainText(message)
})

/** A message written with `<column>` placeholders, each the row's cell in that column. */
const filledIn = (message: string, row: Record<string, string>) => message.replace(/<([^>]+)>/g, (whole, name: string) => row[name] ?? whole)

// A table of settings pages walked in one scenario (tasks/ui/walk.ts): each row's page (`path` or
// `page`) says the message under the row's label in its section, `<column>` in the message being the
// row's cell. Other columns document the row.
Then('each settings page below says {string} under its label in its section:', { timeout: 600_000 }, async function (this: ConsoleWorld, message: string, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row, first) => {
    await visitWithin(this, (row.path ?? row.page)!, first)
    await expect(await field(this, row.section!, row.label!), `"${row.label}" in ${row.section}`).toContainText(filledIn(message, row))
  })
})

// A table of one settings page's fields, each filled with its `below` value on the page the scenario
// opened (every failing row named): its section then says the message under it.
Then('filling each label below with its "below" value makes its section say {string} under it:', { timeout: 600_000 }, async function (this: ConsoleWorld, message: string, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row) => {
    const found = await field(this, row.section!, row.label!)
    const control = found.locator('input, textarea').first()
    await control.fill(row.below!)
    await control.blur()
    await expect(found, `"${row.label}" in ${row.section}`).toContainText(filledIn(message, row))
  })
})

When('they import a licence file for {string}', async function (this: ConsoleWorld, corporation: string) {
  const page = await this.page()
  // The document before the import: what changes next must change in it, not in a reloaded one.
  this.memory.documentNoted = await page.evaluate(() => performance.timeOrigin)
  await page.getByLabel('Licence file').setInputFiles({ name: 'license.lic', mimeType: 'application/octet-stream', buffer: Buffer.from(`${corporation}\n`) })
})

Then('the page was not reloaded', async function (this: ConsoleWorld) {
  assert.ok(this.memory.documentNoted !== undefined, 'no document was noted before')
  assert.equal(await (await this.page()).evaluate(() => performance.timeOrigin), this.memory.documentNoted, 'the page was loaded again')
})

// ---- a settings dialog (the LDAP user import): by its name, outside the page's main region
const dialog = async (w: ConsoleWorld, name: string) => (await w.page()).getByRole('dialog', { name })

When('they tick {string} in the {string} dialog', async function (this: ConsoleWorld, label: string, name: string) {
  await (await dialog(this, name)).getByRole('checkbox', { name: label, exact: true }).check()
})

When('they press {string} in the {string} dialog', async function (this: ConsoleWorld, button: string, name: string) {
  await (await dialog(this, name)).getByRole('button', { name: button, exact: true }).click()
})

Then('the {string} dialog shows the result {string}', async function (this: ConsoleWorld, name: string, text: string) {
  await expect((await dialog(this, name)).getByRole('status').filter({ hasText: text })).toBeVisible()
})

/** Domain §3 Storage: the type's fields as the server keeps them in `meta` (a value written as JSON read as JSON). */
Then('the server keeps the {word} storage {string} with the meta:', async function (this: ConsoleWorld, kind: 'replay' | 'command', name: string, table: DataTable) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const found = await admin.request<Array<{ name: string; meta: Record<string, unknown> }>>('GET', `/api/v1/terminal/${kind}-storages/?name=${encodeURIComponent(name)}`)
  assert.equal(found.body.length, 1, `${kind} storages named ${name}: ${found.text}`)
  const want = table.raw().map(([key, value]) => [key, /^[[{]/.test(value) ? JSON.parse(value) : value])
  assert.deepEqual(want.map(([key]) => [key, found.body[0].meta[key]]), want)
})

Then('the server keeps the command storage {string} with the index {string} and the doc type {string}', async function (this: ConsoleWorld, name: string, index: string, docType: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const found = await admin.request<Array<{ name: string; meta: Record<string, unknown> }>>('GET', `/api/v1/terminal/command-storages/?name=${encodeURIComponent(name)}`)
  assert.deepEqual(found.body.map((s) => [s.name, s.meta.INDEX, s.meta.DOC_TYPE]), [[name, index, docType]])
})

Then('the server holds {string} as the only default command storage', async function (this: ConsoleWorld, name: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const all = await admin.request<Array<{ name: string; is_default: boolean }>>('GET', '/api/v1/terminal/command-storages/')
  assert.deepEqual(all.body.filter((s) => s.is_default).map((s) => s.name), [name])
})
