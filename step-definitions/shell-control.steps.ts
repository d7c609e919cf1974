import { After, Given } from '@cucumber/cucumber'
import { DEFAULT_SCALE } from '../mock-server/seed'
import { personas, type PersonaName } from '../fixtures/personas'
import type { ConsoleWorld } from './support/world'
import { dayFromToday, deliverMessage, failNext, parseValue, patchLicence, patchSettings, reseed } from './tasks/ui/shell-control'

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

Given('every {word} of {string} fails with status {int}', async function (this: ConsoleWorld, method: string, path: string, status: number) {
  await failNext(this.baseUrl, { method, path, status, times: 1000 })
})

Given('{persona} has received the site message {string} saying {string}', async function (this: ConsoleWorld, persona: PersonaName, subject: string, message: string) {
  await deliverMessage(this.baseUrl, personas[persona].username, subject, message)
})

Given('{persona} has received {int} site messages', async function (this: ConsoleWorld, persona: PersonaName, count: number) {
  for (let i = 1; i <= count; i++) await deliverMessage(this.baseUrl, personas[persona].username, `Notice ${i}`, `Body ${i}`)
})

Given('the platform holds {int} staff members', async function (this: ConsoleWorld & { reseeded?: boolean }, count: number) {
  this.reseeded = true
  await reseed(this.baseUrl, count)
})

// The mock keeps the last scale across resets: give the next scenario the usual seed back.
After(async function (this: ConsoleWorld & { reseeded?: boolean }) {
  if (this.reseeded) await reseed(this.baseUrl, DEFAULT_SCALE)
})
