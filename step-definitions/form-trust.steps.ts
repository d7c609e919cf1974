import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { Page } from 'playwright'
import { expect, settled, trackPage } from '../e2e/page-state'
import { FormPage } from '../e2e/pages/form-page'
import type { PersonaName } from '../fixtures/personas'
import { RESOURCE_APIS, RESOURCE_PATHS, type ResourceName } from './support/resource-names'
import { recordWrites } from './support/sent-writes'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'

// Vocabulary of a form an administrator can trust (issue 22): what the server holds after a save, the
// names a relation select shows, drafts, two tabs editing one object, a failure that says why.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The object of a resource by its name, as the server holds it. */
async function stored(w: ConsoleWorld, resource: ResourceName, name: string): Promise<Record<string, unknown>> {
  const known = RESOURCE_APIS[resource]
  assert.ok(known, `no API address for the ${resource}`)
  const url = known.url
  const admin = await ApiSession.signedIn(w.baseUrl)
  const res = await admin.request<{ results: Array<Record<string, unknown>> }>('GET', `${url}${url.includes('?') ? '&' : '?'}search=${encodeURIComponent(name)}&limit=50&offset=0`)
  const row = res.body.results?.find((r) => r.name === name || r.username === name || r[known.field] === name)
  assert.ok(row, `no ${resource} named ${name}: ${res.status}`)
  return row
}

async function openForm(w: ConsoleWorld, page: Page, path: string) {
  recordWrites(w, page)
  await page.goto(path)
  await new FormPage(page).waitUntilLoaded()
}

const formPath = (resource: ResourceName, rest: string) => `/ui${RESOURCE_PATHS[resource]}${rest}`

Given('{persona} opens the update form of the {resource} {string}', async function (this: ConsoleWorld, persona: PersonaName, resource: ResourceName, name: string) {
  await this.signIn(persona)
  const row = await stored(this, resource, name)
  await openForm(this, await this.pageToOpen(), formPath(resource, `/${String(row.id)}/update`))
})

Given('{persona} opens the new {resource} form cloning {string}', async function (this: ConsoleWorld, persona: PersonaName, resource: ResourceName, name: string) {
  await this.signIn(persona)
  const row = await stored(this, resource, name)
  await openForm(this, await this.pageToOpen(), formPath(resource, `/create?clone_from=${String(row.id)}`))
})

Then('the server holds the {resource} {string} with the actions {list}', async function (this: ConsoleWorld, resource: ResourceName, name: string, actions: string[]) {
  await settled(await this.page())
  const row = await stored(this, resource, name)
  assert.deepEqual([...(row.actions as string[])].sort(), actions.sort())
})

Then('the boxes ticked under {string} are {list}', async function (this: ConsoleWorld, label: string, names: string[]) {
  const field = new FormPage(await this.page()).field(label)
  const boxes = field.getByRole('checkbox')
  await expect(boxes.first()).toBeVisible()
  const ticked: string[] = []
  for (const box of await boxes.all()) if (await box.isChecked()) ticked.push((await box.evaluate((el) => el.closest('.fui-Checkbox')?.textContent ?? '')).trim())
  assert.deepEqual(ticked, names)
})

When('they untick {string} under {string}', async function (this: ConsoleWorld, box: string, label: string) {
  await new FormPage(await this.page()).field(label).getByRole('checkbox', { name: box, exact: true }).uncheck()
})

Then('the field {string} shows {string}', async function (this: ConsoleWorld, label: string, text: string) {
  await expect(new FormPage(await this.page()).field(label).getByRole('combobox')).toHaveValue(new RegExp(escape(text)))
})

Then('no field of the form shows an id', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  for (const input of await new FormPage(page).form().locator('input, textarea').all()) {
    assert.doesNotMatch(await input.inputValue(), UUID)
  }
})

Then('the form has no field {string}', async function (this: ConsoleWorld, label: string) {
  const page = await this.page()
  await settled(page)
  await expect(new FormPage(page).field(label)).toHaveCount(0)
})

When('they reload the form', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  await page.reload()
  await new FormPage(page).waitUntilLoaded()
})

When('they press {string} in the list toolbar', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await page.getByRole('main').getByRole('toolbar', { name: 'More actions' }).getByRole('button', { name, exact: true }).click()
  await new FormPage(page).waitUntilLoaded()
})

When('they press {string} on the notice', async function (this: ConsoleWorld, name: string) {
  await new FormPage(await this.page()).form().getByRole('button', { name, exact: true }).click()
})

Then('the form says {string}', async function (this: ConsoleWorld, text: string) {
  await expect(new FormPage(await this.page()).form().getByText(text, { exact: false }).first()).toBeVisible()
})

/** A refusal of the whole form (a 400 {detail}) is said above the fields as an alert, scrolled into view. */
Then('the form alerts {string}, in view', async function (this: ConsoleWorld, text: string) {
  const alert = new FormPage(await this.page()).form().getByRole('alert').filter({ hasText: text })
  await expect(alert).toHaveText(text)
  await expect(alert).toBeInViewport()
})

Then('the form does not say {string}', async function (this: ConsoleWorld, text: string) {
  const page = await this.page()
  await settled(page)
  await expect(new FormPage(page).form().getByText(text, { exact: false })).toHaveCount(0)
})

// ---- two tabs ---------------------------------------------------------------------------------

When('they open the same form in a second tab', async function (this: ConsoleWorld) {
  const first = await this.page()
  const second = await (await this.browserContext()).newPage()
  trackPage(second)
  this.memory.tabs = [first, second]
  await openForm(this, second, first.url())
  this.currentPage = second
})

When('they go back to the {word} tab', async function (this: ConsoleWorld, which: string) {
  const pages = this.memory.tabs
  assert.ok(pages, 'only one tab is open')
  await settled(this.currentPage!)
  this.currentPage = which === 'first' ? pages[0] : pages[1]
  await this.currentPage.bringToFront()
})

Then('a dialog {string} asks what to do', async function (this: ConsoleWorld, title: string) {
  await expect((await this.page()).getByRole('alertdialog', { name: title })).toBeVisible()
})

When('they answer {string} in that dialog', async function (this: ConsoleWorld, answer: string) {
  const page = await this.page()
  await page.getByRole('alertdialog').getByRole('button', { name: answer, exact: true }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

Then('no success was reported in this tab', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  await expect(page.getByText('Update succeeded')).toHaveCount(0)
})

Then('the server holds the {resource} {string} named {string}', async function (this: ConsoleWorld, resource: ResourceName, username: string, name: string) {
  await settled(await this.page())
  assert.equal((await stored(this, resource, username)).name, name)
})
