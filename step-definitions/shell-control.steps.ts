import assert from 'node:assert/strict'
import { After, Given, Then, When } from '@cucumber/cucumber'
import { DEFAULT_SCALE } from '../mock-server/seed/scale'
import { personas, type PersonaName } from '../fixtures/personas'
import { DEFAULT_ORG_ID } from '../mock-server/store/org-ids'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { openSocket } from '../e2e/page-state'
import { navbarControl } from './tasks/ui/shell'
import { ageSessions, dayFromToday, deliverMessage, dropSockets, failNext, parseValue, patchLicence, patchSettings, reseed } from './tasks/ui/shell-control'

// Vocabulary: what the platform is configured to answer (mock control, never the real API).

Given('the public setting {word} is {string}', async function (this: ConsoleWorld, key: string, value: string) {
  await patchSettings(this.baseUrl, { [key]: parseValue(value) })
})

Given('the interface settings are {string}', async function (this: ConsoleWorld, json: string) {
  await patchSettings(this.baseUrl, { INTERFACE: JSON.parse(json) })
})

Given('the licence expires in {int} days', async function (this: ConsoleWorld, days: number) {
  await patchLicence(this.baseUrl, { date_expired: dayFromToday(days) })
})

Given('the licence detail has {word} {string}', async function (this: ConsoleWorld, key: string, value: string) {
  await patchLicence(this.baseUrl, { [key]: parseValue(value) })
})

Given('the next {word} of {string} fails with status {int} and body {string}', async function (this: ConsoleWorld, method: string, path: string, status: number, body: string) {
  await failNext(this.baseUrl, { method, path, status, body: body ? JSON.parse(body) : undefined })
})

Given('{persona} signed in {int} seconds ago', async function (this: ConsoleWorld, persona: PersonaName, seconds: number) {
  assert.ok((await ageSessions(this.baseUrl, personas[persona].username, seconds)) > 0, `${persona} has no session to age`)
})

Given('every {word} of {string} fails with status {int}', async function (this: ConsoleWorld, method: string, path: string, status: number) {
  await failNext(this.baseUrl, { method, path, status, times: 1000 })
})

Given('{persona} has received the site message {string} saying {string}', async function (this: ConsoleWorld, persona: PersonaName, subject: string, message: string) {
  await deliverMessage(this.baseUrl, personas[persona].username, subject, message)
})

Given('{persona} has received the site message {string} saying {string} {int} days ago', async function (this: ConsoleWorld, persona: PersonaName, subject: string, message: string, days: number) {
  await deliverMessage(this.baseUrl, personas[persona].username, subject, message, days)
})

When('the network drops the site-message socket', async function (this: ConsoleWorld) {
  // The console opens its socket once signed in; wait until the page has it open, then drop it.
  await openSocket(await this.page(), '/ws/notifications/site-msg/')
  assert.ok((await dropSockets(this.baseUrl)) > 0, 'the mock had no socket to drop')
})

Given('{persona} has received {int} site messages', async function (this: ConsoleWorld, persona: PersonaName, count: number) {
  for (let i = 1; i <= count; i++) await deliverMessage(this.baseUrl, personas[persona].username, `Notice ${i}`, `Body ${i}`)
})

Given('{persona} has exactly {int} unread site messages', async function (this: ConsoleWorld, persona: PersonaName, count: number) {
  const { username } = personas[persona]
  const own = await ApiSession.signedIn(this.baseUrl, username)
  const res = await own.request<{ count: number }>('GET', '/api/v1/notifications/site-message/?has_read=false&offset=0&limit=1')
  assert.ok(res.body.count <= count, `${username} already has ${res.body.count} unread messages`)
  for (let i = res.body.count + 1; i <= count; i++) await deliverMessage(this.baseUrl, username, `Notice ${i}`, `Body ${i}`)
})

// The assigned-ticket badge (shell §7): the open tickets assigned to the signed-in user, asked of the
// server from the page's own session, so the badge can be checked against it.
const ticketBadge = async (world: ConsoleWorld) => {
  const page = await world.page()
  await navbarControl(page, 'Tickets').waitFor()
  return page.evaluate(async () => {
    const me = (await (await fetch('/api/v1/users/profile/')).json()) as { id: string }
    const res = await fetch(`/api/v1/tickets/tickets/?assignees__id=${me.id}&status=open&limit=1`)
    return ((await res.json()) as { count: number }).count
  })
}

Given('they note the assigned-tickets badge', async function (this: ConsoleWorld) {
  this.memory.ticketBadge = await ticketBadge(this)
})

When('{persona} applies for asset access in the organisation Default', async function (this: ConsoleWorld, persona: PersonaName) {
  const applicant = new ApiSession(this.baseUrl)
  await applicant.signIn(persona)
  const res = await applicant.request('POST', '/api/v1/tickets/apply-asset-tickets/open/', { title: 'Access to web-01', type: 'apply_asset' }, { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })
  assert.equal(res.status, 201)
})

Then('the assigned-tickets badge has grown by {int}', async function (this: ConsoleWorld, more: number) {
  assert.ok(this.memory.ticketBadge !== undefined, 'the badge was not noted')
  const want = this.memory.ticketBadge + more
  const page = await this.page()
  await page.getByRole('banner').getByLabel(`${want} assigned tickets open`).waitFor()
})

Given('the platform holds {int} staff members', async function (this: ConsoleWorld, count: number) {
  this.memory.reseeded = true
  await reseed(this.baseUrl, count)
})

// The mock keeps the last scale across resets: give the next scenario the usual seed back.
After(async function (this: ConsoleWorld) {
  if (this.memory.reseeded) await reseed(this.baseUrl, DEFAULT_SCALE)
})
