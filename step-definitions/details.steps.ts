import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { PersonaName } from '../fixtures/personas'
import { DetailPage } from '../e2e/pages/detail-page'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { userIdOf } from './tasks/api/users'
import { ROOT_ORG, storeCurrentOrg } from './tasks/ui/sign-in'
import { deleteConfirmation } from './tasks/ui/shell'
import { failNext } from './tasks/ui/shell-control'
import { expect, settled } from '../e2e/page-state'

// Vocabulary: the generic detail page (shell §2, §6, §8) on the users resource.
const USERS = '/ui/console/users/users'
const detail = async (w: ConsoleWorld) => new DetailPage(await w.page())

async function openDetail(w: ConsoleWorld, persona: PersonaName, username: string, query = '', root = false) {
  const path = `${USERS}/${await userIdOf(w.baseUrl, username)}`
  await w.signIn(persona)
  if (root) await storeCurrentOrg(await w.browserContext(), w.baseUrl, persona, ROOT_ORG)
  await new DetailPage(await w.pageToOpen()).open(`${path}${query}`)
}

Given('the user {string} is renamed {string}', async function (this: ConsoleWorld, username: string, name: string) {
  const id = await userIdOf(this.baseUrl, username)
  const admin = await ApiSession.signedIn(this.baseUrl)
  const res = await admin.request('PATCH', `/api/v1/users/users/${id}/`, { name })
  assert.equal(res.status, 200, JSON.stringify(res.body))
})

Given('{persona} is on the detail page of the user {string}', async function (this: ConsoleWorld, persona: PersonaName, username: string) {
  await openDetail(this, persona, username)
})

Given('{persona} is on the detail page of the user {string} in the root organisation', async function (this: ConsoleWorld, persona: PersonaName, username: string) {
  await openDetail(this, persona, username, '', true)
})

const openDetailOf = async (w: ConsoleWorld, username: string, query = '') =>
  new DetailPage(await w.pageToOpen()).open(`${USERS}/${await userIdOf(w.baseUrl, username)}${query}`)

When('they open the detail page of the user {string}', async function (this: ConsoleWorld, username: string) {
  await openDetailOf(this, username)
})

Given('the next GET of the user {string} fails with status {int} and body {string}', async function (this: ConsoleWorld, username: string, status: number, body: string) {
  const path = `/api/v1/users/users/${await userIdOf(this.baseUrl, username)}/`
  await failNext(this.baseUrl, { method: 'GET', path, status, body: JSON.parse(body) })
})

// A tab whose previous entry is not the console's (a link followed from another page): the console's Back
// must not lead out of it.
Given('their tab showed a page outside the console', async function (this: ConsoleWorld) {
  await (await this.pageToOpen()).goto('about:blank')
})

// The address alone: the page may fail to show the object (features/generic/page-read-messages.feature).
When('they open the address of the user {string}', async function (this: ConsoleWorld, username: string) {
  await (await this.pageToOpen()).goto(`${USERS}/${await userIdOf(this.baseUrl, username)}`)
})

When('they open the detail page of the user {string} at {string}', async function (this: ConsoleWorld, username: string, query: string) {
  await openDetailOf(this, username, query)
})

When('they choose the tab {string}', async function (this: ConsoleWorld, name: string) {
  await (await detail(this)).tab(name).click()
})

Then('the tab {string} is chosen', async function (this: ConsoleWorld, name: string) {
  await (await detail(this)).tab(name).and((await detail(this)).chosenTab()).waitFor()
})

Then('the cookie {string} is {string} for {int} day(s)', async function (this: ConsoleWorld, name: string, value: string, days: number) {
  const page = await this.page()
  const cookie = (await page.context().cookies()).find((c) => c.name === name)
  assert.ok(cookie, `no cookie ${name}`)
  assert.equal(decodeURIComponent(cookie.value), value)
  const left = cookie.expires - Date.now() / 1000
  assert.ok(Math.abs(left - days * 86_400) < 120, `${name} expires in ${Math.round(left)} s`)
})

Then('the detail title is {string}', async function (this: ConsoleWorld, title: string) {
  // The list's heading stands until the detail has loaded: wait for the detail's own title.
  await expect((await detail(this)).title()).toHaveText(title)
})

Then('the detail button {string} is {word}', async function (this: ConsoleWorld, name: string, state: string) {
  const d = await detail(this)
  await d.title().waitFor()
  const button = d.button(name)
  if (state === 'absent') {
    await settled(await this.page())
    return assert.equal(await button.count(), 0, `${name} is shown`)
  }
  assert.equal(await button.isEnabled(), state === 'enabled', `${name} should be ${state}`)
})

const confirmDelete = async (w: ConsoleWorld) => deleteConfirmation(await w.page()).getByRole('button', { name: 'Delete' })

When('they confirm the deletion', async function (this: ConsoleWorld) {
  await (await confirmDelete(this)).click()
})

Then('the deletion cannot be confirmed again', async function (this: ConsoleWorld) {
  await expect(await confirmDelete(this)).toBeDisabled()
})
