import assert from 'node:assert/strict'
import { mock as nodeMock } from 'node:test'
import { After, Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { registerErrorNotifier, registerSessionCheck, stopSessionTimer } from '../src/shared/api/client'
import type { ErrorNotice } from '../src/shared/errors/catalogue'
import en from '../src/shared/i18n/locales/en/errors'
import ja from '../src/shared/i18n/locales/ja/errors'
import zh from '../src/shared/i18n/locales/zh/errors'
import type { ConsoleWorld } from './support/world'
import { consoleClient, consoleRequest, mockFail, mockSettings, rules } from './tasks/api/console-client'

// Vocabulary: the console's HTTP client, its error catalogue and its timers (shell §7, §8, §9), the
// console's real client run in node against the mock.

const noticeText = (n: ErrorNotice) => (n.kind === 'toast' && n.text ? n.text : en[n.message])

const flushIO = async (rounds = 20) => {
  for (let i = 0; i < rounds; i += 1) await new Promise<void>((done) => setImmediate(done))
}

/** A failed time scenario must not leave the worker's clock mocked or a session timer running. */
After(function () {
  nodeMock.timers.reset()
  stopSessionTimer()
  registerSessionCheck(() => undefined)
  registerErrorNotifier(() => undefined)
})

// ── The HTTP client and the error catalogue (shell §7, §8) ──────────────────────────────────────

Given('the server will answer {word} {string} with status {int}', async function (this: ConsoleWorld, method: string, path: string, status: number) {
  await mockFail(this, { method, path, status, body: { detail: 'injected' } })
})

Given('the server will answer {word} {string} with status {int} and the body {string}', async function (this: ConsoleWorld, method: string, path: string, status: number, body: string) {
  await mockFail(this, { method, path, status, body: JSON.parse(body) })
})

Given('the licensed extension is {word}', async function (this: ConsoleWorld, state: string) {
  rules(this).xpack = state === 'on'
  await mockSettings(this, { XPACK_ENABLED: state === 'on' })
})

Given('the current organisation is {string}', function (this: ConsoleWorld, org: string) {
  rules(this).org = org
})

When('the console requests {word} {string}', async function (this: ConsoleWorld, method: string, path: string) {
  await consoleRequest(this, method, path)
})

When('the console requests {word} {string} silently', async function (this: ConsoleWorld, method: string, path: string) {
  await consoleRequest(this, method, path, { silent: true })
})

When('the console requests {word} {string} with the body {string}', async function (this: ConsoleWorld, method: string, path: string, body: string) {
  await consoleRequest(this, method, path, { data: JSON.parse(body) })
})

When('the console requests {word} {string} for the organisation {string}', async function (this: ConsoleWorld, method: string, path: string, oid: string) {
  await consoleRequest(this, method, path, { params: { oid } })
})

Then('the console shows the error toast {string} for {int} seconds', function (this: ConsoleWorld, message: string, seconds: number) {
  const notices = rules(this).notices
  assert.equal(notices.length, 1, `notices: ${JSON.stringify(notices)}`)
  const notice = notices[0]
  assert.equal(notice.kind, 'toast')
  assert.equal(noticeText(notice), message)
  assert.equal(notice.kind === 'toast' && notice.durationMs, seconds * 1000)
})

Then('the console asks {string} with the choices {list}', function (this: ConsoleWorld, message: string, choices: string[]) {
  const notices = rules(this).notices
  assert.equal(notices.length, 1, `notices: ${JSON.stringify(notices)}`)
  const notice = notices[0]
  assert.equal(notice.kind, 'relogin')
  assert.equal(en[notice.message], message)
  if (notice.kind === 'relogin') assert.deepEqual([en[notice.confirm], en[notice.cancel]], choices)
})

Then('the console shows no error', function (this: ConsoleWorld) {
  assert.deepEqual(rules(this).notices, [])
})

Then('the request failed with status {int}', function (this: ConsoleWorld, status: number) {
  const outcome = rules(this).outcome
  assert.ok(outcome && !outcome.ok, 'the request succeeded')
  assert.equal(outcome.error.response?.status, status)
})

Then('the request succeeded', function (this: ConsoleWorld) {
  const outcome = rules(this).outcome
  assert.ok(outcome?.ok, `failed: ${outcome && !outcome.ok ? outcome.error.message : ''}`)
})

Then('the request carried the organisation {string}', function (this: ConsoleWorld, org: string) {
  const seen = rules(this).seen
  assert.equal(seen[seen.length - 1].headers.get('X-JMS-ORG'), org)
})

Then('the error catalogue has these messages in {list}', function (languages: string[], table: DataTable) {
  const byLanguage = { en, zh, ja } as Record<string, Record<string, string>>
  const keys = Object.keys(en) as Array<keyof typeof en>
  for (const { message } of table.hashes()) {
    const key = keys.find((k) => en[k] === message)
    assert.ok(key, `no catalogue entry says "${message}"`)
    for (const lang of languages) assert.ok(byLanguage[lang][key], `"${key}" missing in ${lang}`)
  }
})

// ── Time (shell §7, §9): node's mock timers drive the client's own timers ──────────────────────

/**
 * A slow server, simulated in-process on the mocked clock: a network request would leave Node's own
 * HTTP client (undici) with timers the mock clock moves out of order, which crashes the worker.
 */
const slowFetch = (ms: number): typeof fetch => (input, init) =>
  new Promise<Response>((resolve, reject) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const timer = setTimeout(() => resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })), ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'))
    })
  })

Given('the server will take {int} minutes to answer {word} {string}', function (this: ConsoleWorld, minutes: number, _method: string, _path: string) {
  rules(this).slowServerMs = minutes * 60_000
})

When('the console requests {word} {string} and the clock moves on {float} seconds', async function (this: ConsoleWorld, method: string, path: string, seconds: number) {
  const instance = consoleClient(this)
  const c = rules(this)
  instance.defaults.adapter = 'fetch' // its time-out is a timer the mock clock can move
  if (c.slowServerMs !== undefined) instance.defaults.env = { ...instance.defaults.env, fetch: slowFetch(c.slowServerMs) }
  nodeMock.timers.enable({ apis: ['setTimeout'] })
  c.pending = consoleRequest(this, method, path)
  c.outcome = undefined
  await flushIO()
  nodeMock.timers.tick(seconds * 1000)
  await flushIO()
})

When('the clock moves on {float} seconds', async function (this: ConsoleWorld, seconds: number) {
  nodeMock.timers.tick(seconds * 1000)
  await flushIO()
  await rules(this).pending
})

Then('the request is still waiting', function (this: ConsoleWorld) {
  assert.equal(rules(this).outcome, undefined)
})

Then('the request failed with a time-out', function (this: ConsoleWorld) {
  nodeMock.timers.reset()
  const outcome = rules(this).outcome
  assert.ok(outcome && !outcome.ok, 'the request did not fail')
  assert.equal(outcome.error.code, 'ETIMEDOUT', outcome.error.message)
})

Given('the console\'s session check is watched', function (this: ConsoleWorld) {
  const c = rules(this)
  registerSessionCheck(() => (c.sessionChecks += 1))
  nodeMock.timers.enable({ apis: ['setTimeout'] })
})

Then('the session check has not run', function (this: ConsoleWorld) {
  assert.equal(rules(this).sessionChecks, 0)
})

Then('the session check has run once', function (this: ConsoleWorld) {
  const runs = rules(this).sessionChecks
  stopSessionTimer()
  nodeMock.timers.reset()
  assert.equal(runs, 1)
})

