import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import type { AxiosResponse } from 'axios'
import { apiUrlOfRoute, routeAllowed, routeLevels, type SettingFlag } from '../src/shared/access/route-meta'
import { flatRoutes } from '../src/shared/access/route-table'
import { http, httpCalls } from '../src/shared/api/client'
import { resource, rowsOf } from '../src/shared/api/resource'
import type { ConsoleWorld } from './support/world'
import { consoleClient, rules } from './tasks/api/console-client'

// Vocabulary: rules of the shell document run on the console's real modules in node: the levels of a
// route (shell §2), layout-only routes (shell §6), the HTTP client's base URL and raw flag, the shapes
// of a paged answer (shell §3, §7) and the detail path taken from the route (shell §7).

const ALL_SETTINGS: Record<SettingFlag, boolean> = { SECURITY_COMMAND_EXECUTION: true, AUTH_TEMP_TOKEN: true, TICKETS_ENABLED: true, XPACK_ENABLED: true }

Then('the path {string} is at level {int}, with the view {string}, the app {string}, the resource {string} and the page {string}', function (path: string, level: number, view: string, app: string, res: string, page: string) {
  const got = routeLevels(path)
  const orNone = (v: string | undefined) => v ?? ''
  assert.deepEqual(
    { level: got.level, view: got.view, app: orNone(got.app), resource: orNone(got.resource), page: orNone(got.page) },
    { level, view, app, resource: res, page },
  )
})

Then('the route table holds the layout-only entry {string}, which lets in a user holding nothing', function (path: string) {
  const entry = flatRoutes.find((r) => r.fullPath === path)
  assert.ok(entry, `no entry of the route table at ${path}`)
  assert.ok(entry.children?.length, `${path} is a page, not a layout of other routes`)
  assert.ok(routeAllowed(entry, { perms: [], licenseValid: true, settings: ALL_SETTINGS }), `${path} asks a permission of its own`)
})

Then('the console\'s HTTP client sends {string} to {string}, on the page\'s own origin', function (path: string, sent: string) {
  assert.equal(http.getUri({ url: path }), sent)
})

When('the console requests GET {string} with the raw flag', async function (this: ConsoleWorld, path: string) {
  const instance = rules(this).client ?? consoleClient(this)
  rules(this).outcome = { ok: true, data: await instance.request({ method: 'GET', url: path, raw: true }) }
})

When('the console requests GET {string} without it', async function (this: ConsoleWorld, path: string) {
  const instance = rules(this).client ?? consoleClient(this)
  rules(this).outcome = { ok: true, data: await instance.request({ method: 'GET', url: path }) }
})

Then('the console got the full response: status {int}, a {string} header and the body with {string} {string}', function (this: ConsoleWorld, status: number, header: string, field: string, value: string) {
  const outcome = rules(this).outcome
  assert.ok(outcome?.ok, 'the request failed')
  const response = outcome.data as AxiosResponse<Record<string, unknown>>
  assert.equal(response.status, status)
  assert.ok(response.headers[header.toLowerCase()], `no ${header} header in ${JSON.stringify(response.headers)}`)
  assert.equal(String(response.data?.[field]), value)
})

Then('the console got the body itself, with {string} {string}', function (this: ConsoleWorld, field: string, value: string) {
  const outcome = rules(this).outcome
  assert.ok(outcome?.ok, 'the request failed')
  const body = outcome.data as Record<string, unknown>
  assert.equal(body.status, undefined, 'the answer is a response, not the body')
  assert.equal(String(body[field]), value)
})

When('the console reads the detail of the signed-in user on the route {string}, given the url {string}', async function (this: ConsoleWorld, route: string, url: string) {
  const client = consoleClient(this)
  const { id } = (await client.get('/api/v1/users/profile/')) as unknown as { id: string }
  const listUrl = url === '' ? apiUrlOfRoute(route.replace(':id', id)) : url
  rules(this).seen.length = 0
  rules(this).outcome = { ok: true, data: await resource(listUrl, httpCalls(client)).retrieve(id) }
  this.memory.detailId = id
})

Then('the console sent GET {string} with the user\'s id and read {string} {string}', function (this: ConsoleWorld, prefix: string, field: string, value: string) {
  const sent = rules(this).seen.map((c) => c.url)
  assert.deepEqual(sent, [`${prefix}${this.memory.detailId}/`])
  const outcome = rules(this).outcome
  assert.ok(outcome?.ok, 'the read failed')
  assert.equal(String((outcome.data as Record<string, unknown>)[field]), value)
})

Then('every row below is read as its rows and count:', function (table: DataTable) {
  for (const row of table.hashes()) {
    const { rows, count } = rowsOf(JSON.parse(row.answer) as Parameters<typeof rowsOf>[0])
    assert.deepEqual([(rows as Array<{ name: string }>).map((r) => r.name).join(', '), count], [row.rows, Number(row.count)], row.answer)
  }
})
