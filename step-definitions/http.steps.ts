import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { PersonaName } from '../fixtures/personas'
import type { ConsoleWorld } from './support/world'

// Vocabulary: talking to the server as a client would (reference §1).

Given('a client without a session', function (this: ConsoleWorld) {
  this.api.cookies.clear()
})

Given('a client signed in as {persona}', async function (this: ConsoleWorld, persona: PersonaName) {
  const res = await this.api.signIn(persona)
  assert.equal(res.status, 302, `sign-in answered ${res.status}`)
})

Given('the client\'s language cookie says {string}', function (this: ConsoleWorld, value: string) {
  this.api.cookies.set('django_language', value)
})

Given('the client asks in the language {string}', function (this: ConsoleWorld, acceptLanguage: string) {
  this.api.headers['Accept-Language'] = acceptLanguage
})

When('the client calls {word} {string}', async function (this: ConsoleWorld, method: string, path: string) {
  const res = await this.api.request(method, path)
  this.last = { status: res.status, body: res.body }
})

When('the client calls {word} {string} without the anti-forgery token', async function (this: ConsoleWorld, method: string, path: string) {
  const res = await this.api.request(method, path, {}, { csrf: false })
  this.last = { status: res.status, body: res.body }
})

Then('the answer has status {int}', function (this: ConsoleWorld, status: number) {
  assert.equal(this.last.status, status, `body: ${JSON.stringify(this.last.body)}`)
})

Then('the answer has exactly the keys {list}', function (this: ConsoleWorld, keys: string[]) {
  assert.deepEqual(Object.keys(this.last.body as object).sort(), keys.sort())
})

Then('the answer field {string} is {string}', function (this: ConsoleWorld, field: string, value: string) {
  const actual = field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], this.last.body)
  assert.equal(String(actual), value)
})

Then('the client holds the cookies {list}', function (this: ConsoleWorld, names: string[]) {
  for (const name of names) assert.ok(this.api.cookies.has(name), `missing cookie ${name}`)
})
