import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import * as XLSX from 'xlsx'
import { publicKeyFromCookies } from '../src/shared/api/cookies'
import { encryptText } from '../src/shared/crypto/encrypt'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'

// Vocabulary of the @api features of issue 3: the server's contract as any client sees it
// (reference §1.2–§1.11). Every call goes through the world's cookie-jar client; the generic
// steps of http.steps.ts ('the client calls …', 'the answer has status …') are reused, not copied.

const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002' // reference §1.10
const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000' // reference §1.10


const rowsOf = (body: unknown): Record<string, unknown>[] => {
  if (Array.isArray(body)) return body as Record<string, unknown>[]
  const results = (body as { results?: unknown } | null)?.results
  assert.ok(Array.isArray(results), `expected a list or a page, got ${JSON.stringify(body)?.slice(0, 300)}`)
  return results as Record<string, unknown>[]
}
const withQuery = (path: string, key: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`

async function call(world: ConsoleWorld, method: string, path: string, json?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
  const res = await world.api.request(method, path, json, options)
  world.last = { status: res.status, body: res.body }
  return res
}

/** Org ids by name, read by an administrator (the orgs list is the only place names meet ids). */
async function orgId(world: ConsoleWorld, name: string): Promise<string> {
  if (name === 'Default') return DEFAULT_ORG_ID
  if (name === 'root') return ROOT_ORG_ID
  const s = world.memory
  if (!s.orgIds) {
    const admin = await ApiSession.signedIn(world.baseUrl)
    const res = await admin.request<{ id: string; name: string }[]>('GET', '/api/v1/orgs/orgs/')
    assert.equal(res.status, 200, `orgs list: ${res.status}`)
    s.orgIds = new Map(res.body.map((o) => [o.name, o.id]))
  }
  const id = s.orgIds.get(name)
  assert.ok(id, `no organisation named ${name}`)
  return id
}

// ---- writing ------------------------------------------------------------------------------------

When('the client sends {word} {string} with the JSON:', async function (this: ConsoleWorld, method: string, path: string, doc: string) {
  await call(this, method, path, JSON.parse(doc))
})

When('the client sends {word} {string} in the organisation {string}, with the JSON:', async function (this: ConsoleWorld, method: string, path: string, name: string, doc: string) {
  await call(this, method, path, JSON.parse(doc), { headers: { 'X-JMS-ORG': await orgId(this, name) } })
})

When('the client sends {word} {string} without the anti-forgery token, with the JSON:', async function (this: ConsoleWorld, method: string, path: string, doc: string) {
  await call(this, method, path, JSON.parse(doc), { csrf: false })
})

When('the client sends {word} {string} with a wrong anti-forgery token, with the JSON:', async function (this: ConsoleWorld, method: string, path: string, doc: string) {
  await call(this, method, path, JSON.parse(doc), { csrf: false, headers: { 'X-CSRFToken': 'not-the-token-of-this-session' } })
})

Given('the client has created in {string} the rows named {list}', async function (this: ConsoleWorld, path: string, names: string[]) {
  for (const name of names) {
    const res = await this.api.request('POST', path, { name })
    assert.equal(res.status, 201, `creating ${name}: ${res.status} ${res.text}`)
  }
})

// ---- lists --------------------------------------------------------------------------------------

Then('the answer is a bare JSON array of {int} rows', function (this: ConsoleWorld, n: number) {
  assert.ok(Array.isArray(this.last.body), `not an array: ${JSON.stringify(this.last.body)?.slice(0, 200)}`)
  assert.equal((this.last.body as unknown[]).length, n)
})

Then('the answer is a bare JSON array of at least {int} rows', function (this: ConsoleWorld, n: number) {
  assert.ok(Array.isArray(this.last.body), `not an array: ${JSON.stringify(this.last.body)?.slice(0, 200)}`)
  assert.ok((this.last.body as unknown[]).length >= n, `only ${(this.last.body as unknown[]).length} rows`)
})

Then('every row has the fields {list}', function (this: ConsoleWorld, fields: string[]) {
  for (const row of rowsOf(this.last.body)) for (const f of fields) assert.ok(f in row, `row ${String(row.id)} lacks ${f}`)
})

Then('every row has exactly the fields {list}', function (this: ConsoleWorld, fields: string[]) {
  const rows = rowsOf(this.last.body)
  assert.ok(rows.length > 0, 'no rows')
  for (const row of rows) assert.deepEqual(Object.keys(row).sort(), [...fields].sort())
})

Then('the answer has no body', function (this: ConsoleWorld) {
  assert.equal(this.last.body, null, JSON.stringify(this.last.body))
})

Then('the user {string} still has an account', async function (this: ConsoleWorld, username: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const res = await admin.request<{ username: string }[]>('GET', `/api/v1/users/users/?username=${encodeURIComponent(username)}`, undefined, { headers: { 'X-JMS-ORG': ROOT_ORG_ID } })
  assert.equal(res.status, 200, res.text)
  assert.deepEqual(res.body.map((u) => u.username), [username])
})

Then('the page holds {int} rows of a count of at least {int}', function (this: ConsoleWorld, rows: number, count: number) {
  const body = this.last.body as { count: number; results: unknown[] }
  assert.equal(typeof body.count, 'number', JSON.stringify(body).slice(0, 200))
  assert.ok(body.count >= count, `count ${body.count}`)
  assert.equal(body.results.length, rows)
})

Then('the answer field {string} is null', function (this: ConsoleWorld, field: string) {
  assert.equal((this.last.body as Record<string, unknown>)[field], null)
})

Then('the answer field {string} is an absolute link to {string} with the query {string}', function (this: ConsoleWorld, field: string, path: string, query: string) {
  const value = (this.last.body as Record<string, unknown>)[field]
  assert.equal(typeof value, 'string', `${field} is ${JSON.stringify(value)}`)
  const url = new URL(String(value))
  assert.ok(/^https?:$/.test(url.protocol), `not absolute: ${String(value)}`)
  assert.equal(url.pathname, path)
  const actual = Object.fromEntries(url.searchParams)
  assert.deepEqual(actual, Object.fromEntries(new URLSearchParams(query)))
})

Then('following {string} from {string} with pages of {int} visits every row of the bare list exactly once', async function (this: ConsoleWorld, field: string, path: string, size: number) {
  const all = await this.api.request<{ id: string }[]>('GET', path)
  assert.equal(all.status, 200)
  const expected = all.body.map((r) => r.id).sort()
  const seen: string[] = []
  let next: string | null = withQuery(path, 'limit', String(size))
  let pages = 0
  while (next) {
    const u: URL = new URL(next, this.baseUrl)
    const page: { body: { count: number; next: string | null; results: { id: string }[] } } = await this.api.request('GET', u.pathname + u.search)
    assert.equal(page.body.count, expected.length, 'count differs from the bare list')
    assert.ok(page.body.results.length <= size)
    seen.push(...page.body.results.map((r) => r.id))
    next = (page.body as unknown as Record<string, string | null>)[field]
    assert.ok(++pages <= expected.length + 1, 'the links never end')
  }
  assert.deepEqual(seen.slice().sort(), expected)
  assert.equal(new Set(seen).size, seen.length, 'a row came twice')
})

Then('the rows are named {list}, in that order', function (this: ConsoleWorld, names: string[]) {
  assert.deepEqual(rowsOf(this.last.body).map((r) => r.name), names)
})

Then('the rows named like {string} are {list}, in that order', function (this: ConsoleWorld, prefix: string, names: string[]) {
  const got = rowsOf(this.last.body).map((r) => String(r.name)).filter((n) => n.includes(prefix))
  assert.deepEqual(got, names)
})

Then('the rows are named {list}, in any order', function (this: ConsoleWorld, names: string[]) {
  assert.deepEqual(rowsOf(this.last.body).map((r) => r.name).sort(), names.sort())
})

Then('every row has one of {list} containing {string}, ignoring case', function (this: ConsoleWorld, fields: string[], text: string) {
  const rows = rowsOf(this.last.body)
  assert.ok(rows.length > 0, 'no rows')
  for (const row of rows) {
    const values = fields.map((f) => String(row[f]).toLowerCase())
    assert.ok(values.some((v) => v.includes(text.toLowerCase())), `${fields.join('/')}=${values.join('/')}`)
  }
})

Then('every row has {string} equal to {string}', function (this: ConsoleWorld, field: string, value: string) {
  const rows = rowsOf(this.last.body)
  assert.ok(rows.length > 0, 'no rows')
  for (const row of rows) assert.equal(String(row[field]), value)
})

Then('the rows are in descending order of {string}', function (this: ConsoleWorld, field: string) {
  const values = rowsOf(this.last.body).map((r) => String(r[field]))
  assert.ok(values.length > 1, 'too few rows to see an order')
  assert.deepEqual(values, values.slice().sort().reverse())
})

Then('the answer field {string} holds the message {string}', function (this: ConsoleWorld, field: string, message: string) {
  assert.deepEqual((this.last.body as Record<string, unknown>)[field], [message], JSON.stringify(this.last.body))
})

Then('the answer field {string} holds a message', function (this: ConsoleWorld, field: string) {
  const value = (this.last.body as Record<string, unknown>)[field]
  assert.ok(Array.isArray(value) && value.length > 0 && typeof value[0] === 'string', `${field}: ${JSON.stringify(this.last.body)}`)
})

// ---- selection token (spm) ----------------------------------------------------------------------

When('the client puts the ids of the rows of {string} named {list} in a selection token', async function (this: ConsoleWorld, path: string, names: string[]) {
  const rows = (await this.api.request<{ id: string; name: string }[]>('GET', path)).body
  const ids = names.map((name) => {
    const row = rows.find((r) => r.name === name)
    assert.ok(row, `no row named ${name}`)
    return row.id
  })
  const res = await call(this, 'POST', '/api/v1/common/resources/cache/', { resources: ids })
  assert.equal(res.status, 200, res.text)
  const spm = (res.body as { spm?: unknown }).spm
  assert.equal(typeof spm, 'string')
  this.memory.spm = String(spm)
})

When('the client calls {word} {string} with that selection token', async function (this: ConsoleWorld, method: string, path: string) {
  const spm = this.memory.spm
  assert.ok(spm, 'no selection token yet')
  await call(this, method, withQuery(path, 'spm', spm))
})

When('the client calls {word} {string} with that selection token, in the organisation {string}', async function (this: ConsoleWorld, method: string, path: string, name: string) {
  const spm = this.memory.spm
  assert.ok(spm, 'no selection token yet')
  await call(this, method, withQuery(path, 'spm', spm), undefined, { headers: { 'X-JMS-ORG': await orgId(this, name) } })
})

When('the client calls {word} {string} with that selection token and a body naming the users {list}', async function (this: ConsoleWorld, method: string, path: string, names: string[]) {
  const spm = this.memory.spm
  assert.ok(spm, 'no selection token yet')
  const rows = (await this.api.request<{ id: string; name: string }[]>('GET', '/api/v1/users/users/')).body
  const users = names.map((name) => rows.find((r) => r.name === name)?.id)
  assert.ok(users.every(Boolean), `not all of ${names.join(', ')} are members`)
  await call(this, method, withQuery(path, 'spm', spm), { users })
})

Then('{string} holds rows named {list}', async function (this: ConsoleWorld, path: string, names: string[]) {
  const rows = (await this.api.request<{ name: string }[]>('GET', path)).body
  for (const name of names) assert.ok(rows.some((r) => r.name === name), `${name} is gone`)
})

Then('{string} holds no row named {list}', async function (this: ConsoleWorld, path: string, names: string[]) {
  const rows = (await this.api.request<{ name: string }[]>('GET', path)).body
  for (const name of names) assert.ok(!rows.some((r) => r.name === name), `${name} is still there`)
})

// ---- import -------------------------------------------------------------------------------------

When('the client posts to {string} the CSV file with a byte order mark:', async function (this: ConsoleWorld, path: string, csv: string) {
  const res = await this.api.raw('POST', path, '\uFEFF' + csv.replace(/\n/g, '\r\n'), {
    'Content-Type': 'text/csv',
    'X-CSRFToken': this.api.cookies.get('jms_csrftoken') ?? '',
  })
  this.last = { status: res.status, body: res.text ? (JSON.parse(res.text) as unknown) : null }
})

When('the client posts to {string} the {word} body {string}', async function (this: ConsoleWorld, path: string, type: string, text: string) {
  const res = await this.api.raw('POST', path, text, { 'Content-Type': type, 'X-CSRFToken': this.api.cookies.get('jms_csrftoken') ?? '' })
  let body: unknown = res.text
  try {
    body = JSON.parse(res.text)
  } catch {
    // kept as text: the assertion shows it
  }
  this.last = { status: res.status, body }
})

Then('the rendered titles are:', function (this: ConsoleWorld, table: DataTable) {
  const title = (this.last.body as { title?: unknown }).title
  assert.deepEqual(title, table.raw())
})

Then('the rendered data, where an empty cell means no key, is:', function (this: ConsoleWorld, table: DataTable) {
  const data = (this.last.body as { data?: unknown }).data
  const expected = table.hashes().map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== '')))
  assert.deepEqual(data, expected)
})

// ---- export -------------------------------------------------------------------------------------

When('the client downloads {string}', async function (this: ConsoleWorld, path: string) {
  const res = await fetch(new URL(path, this.baseUrl), { headers: { Cookie: this.api.cookieHeader() } })
  this.download = { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()), url: res.url }
  this.last = { status: res.status }
})

const download = (world: ConsoleWorld) => {
  const d = world.download
  assert.ok(d, 'nothing downloaded')
  assert.equal(d.status, 200, Buffer.from(d.bytes).toString('utf8').slice(0, 300))
  return d
}

Then('the download is named like {string}', function (this: ConsoleWorld, pattern: string) {
  const disposition = download(this).headers.get('content-disposition') ?? ''
  const m = /filename="([^"]+)"/.exec(disposition)
  assert.ok(m, `Content-Disposition: ${disposition}`)
  // <model>_<YYYY-MM-DD_HH-MM-SS>.<ext> (reference §1.7); the pattern writes the stamp as STAMP.
  const re = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace('STAMP', '\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}')}$`)
  assert.match(m[1], re)
})

const firstXlsxRow = (bytes: Uint8Array): unknown[] => {
  const book = XLSX.read(bytes, { type: 'array' })
  const sheet = book.Sheets[book.SheetNames[0]]
  assert.ok(sheet, 'the workbook has no sheet')
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0] ?? []
}

Then('the download is an Excel workbook whose first row holds the titles {list}', function (this: ConsoleWorld, titles: string[]) {
  const bytes = download(this).bytes
  assert.equal(Buffer.from(bytes.subarray(0, 2)).toString('latin1'), 'PK', 'not an xlsx (zip) file')
  const row = firstXlsxRow(bytes).map(String)
  for (const t of titles) assert.ok(row.includes(t), `first row ${JSON.stringify(row)} lacks ${t}`)
})

Then('the download is an Excel workbook whose first row does not hold {list}', function (this: ConsoleWorld, titles: string[]) {
  const row = firstXlsxRow(download(this).bytes).map(String)
  for (const t of titles) assert.ok(!row.includes(t), `first row ${JSON.stringify(row)} holds ${t}`)
})

Then('the Excel workbook has {int} data row(s)', function (this: ConsoleWorld, n: number) {
  const book = XLSX.read(download(this).bytes, { type: 'array' })
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 })
  assert.equal(rows.length - 1, n)
})

Then('the download is a CSV file that starts with the UTF-8 byte order mark', function (this: ConsoleWorld) {
  const bytes = download(this).bytes
  assert.deepEqual(Array.from(bytes.subarray(0, 3)), [0xef, 0xbb, 0xbf])
})

Then('the first line of the CSV file holds the titles {list}', function (this: ConsoleWorld, titles: string[]) {
  const text = new TextDecoder().decode(download(this).bytes).replace(/^\uFEFF/, '')
  const first = text.split(/\r?\n/)[0].split(',')
  for (const t of titles) assert.ok(first.includes(t), `first line ${JSON.stringify(first)} lacks ${t}`)
})

// ---- secret fields ------------------------------------------------------------------------------

/** A user body as the console's user form sends it, with the built-in system role User (shell §6). */
async function userBody(world: ConsoleWorld, username: string, password: string) {
  const roles = await world.api.request<{ id: string; name: string }[]>('GET', '/api/v1/rbac/system-roles/?name=User')
  const role = roles.body.find((r) => r.name === 'User')
  assert.ok(role, `no system role User: ${roles.text.slice(0, 200)}`)
  return { name: username, username, email: `${username}@example.com`, password_strategy: 'custom', password, system_roles: [role.id] }
}

When('the client creates the user {string} with the password {string} encrypted with the key of the jms_public_key cookie', async function (this: ConsoleWorld, username: string, password: string) {
  const key = publicKeyFromCookies(Object.fromEntries(this.api.cookies))
  assert.ok(key, 'no jms_public_key cookie')
  const sent = encryptText(password, key)
  this.memory.sentPassword = sent
  await call(this, 'POST', '/api/v1/users/users/', await userBody(this, username, sent))
})

When('the client creates the user {string} with the plain password {string}', async function (this: ConsoleWorld, username: string, password: string) {
  this.memory.sentPassword = password
  await call(this, 'POST', '/api/v1/users/users/', await userBody(this, username, password))
})

Then('the password sent was an encrypted key, one colon, then the encrypted text', function (this: ConsoleWorld) {
  const sent = this.memory.sentPassword ?? ''
  const parts = sent.split(':')
  assert.equal(parts.length, 2, sent)
  for (const p of parts) assert.match(p, /^[A-Za-z0-9+/]+=*$/)
})

Then('the answer carries no password', function (this: ConsoleWorld) {
  assert.ok(!('password' in (this.last.body as object)), 'the password came back')
})

async function signInAs(world: ConsoleWorld, username: string, password: string) {
  const client = new ApiSession(world.baseUrl)
  await client.request('GET', '/core/auth/login/')
  const form = new URLSearchParams({ username, password, next: '/ui/' })
  const res = await client.raw('POST', '/core/auth/login/', form, { 'Content-Type': 'application/x-www-form-urlencoded' })
  return { client, res }
}

Then('a new client signs in as {string} with the password {string} and reads its profile', async function (this: ConsoleWorld, username: string, password: string) {
  const { client, res } = await signInAs(this, username, password)
  assert.equal(res.status, 302, 'the sign-in page answered again (wrong password?)')
  const profile = await client.request<{ username: string }>('GET', '/api/v1/users/profile/')
  assert.equal(profile.status, 200)
  assert.equal(profile.body.username, username)
})

Then('a new client cannot sign in as {string} with the text that was sent', async function (this: ConsoleWorld, username: string) {
  const { res } = await signInAs(this, username, this.memory.sentPassword ?? '')
  assert.notEqual(res.status, 302, 'the ciphertext itself was stored as the password')
})

// ---- org scoping --------------------------------------------------------------------------------

When('the client calls {word} {string} with the query oid {string}, the header X-JMS-ORG {string} and the cookie X-JMS-ORG {string}', async function (this: ConsoleWorld, method: string, path: string, oid: string, header: string, cookie: string) {
  const id = async (name: string) => (name === '-' ? undefined : /^[0-9a-f-]{36}$/.test(name) ? name : await orgId(this, name))
  const [q, h, c] = [await id(oid), await id(header), await id(cookie)]
  if (c) this.api.cookies.set('X-JMS-ORG', c)
  else this.api.cookies.delete('X-JMS-ORG')
  await call(this, method, q ? withQuery(path, 'oid', q) : path, undefined, h ? { headers: { 'X-JMS-ORG': h } } : {})
})

When('the client calls {word} {string} in the organisation {string}', async function (this: ConsoleWorld, method: string, path: string, name: string) {
  await call(this, method, path, undefined, { headers: { 'X-JMS-ORG': await orgId(this, name) } })
})

Then('the answer is the organisation {string}', async function (this: ConsoleWorld, name: string) {
  assert.equal(this.last.status, 200, JSON.stringify(this.last.body))
  assert.equal((this.last.body as { id?: string }).id, await orgId(this, name))
})

Then('the rows come from the organisations {list} and no other', async function (this: ConsoleWorld, names: string[]) {
  const expected = (await Promise.all(names.map((n) => orgId(this, n)))).sort()
  const got = Array.from(new Set(rowsOf(this.last.body).map((r) => String(r.org_id)))).sort()
  assert.deepEqual(got, expected)
})

// ---- OPTIONS ------------------------------------------------------------------------------------

const actions = (world: ConsoleWorld) => {
  assert.equal(world.last.status, 200, JSON.stringify(world.last.body))
  return ((world.last.body as { actions?: Record<string, Record<string, Record<string, unknown>>> }).actions ?? {})
}

Then('the metadata offers the actions {list}', function (this: ConsoleWorld, methods: string[]) {
  const a = actions(this)
  for (const m of methods) assert.ok(m in a, `no ${m} in ${Object.keys(a).join(',')}`)
})

Then('the metadata does not offer the action {string}', function (this: ConsoleWorld, method: string) {
  assert.ok(!(method in actions(this)), `${method} is offered`)
})

Then('the {word} metadata of {string} has exactly the keys {list}', function (this: ConsoleWorld, method: string, field: string, keys: string[]) {
  const info = actions(this)[method]?.[field]
  assert.ok(info, `no ${method}.${field}`)
  assert.deepEqual(Object.keys(info), keys)
})

Then('the {word} metadata of {string} says {word} is {string}', function (this: ConsoleWorld, method: string, field: string, key: string, value: string) {
  const info = actions(this)[method]?.[field]
  assert.ok(info, `no ${method}.${field}`)
  assert.equal(JSON.stringify(info[key]), value)
})

Then('the {word} metadata of {string} has no {word}', function (this: ConsoleWorld, method: string, field: string, key: string) {
  const info = actions(this)[method]?.[field]
  assert.ok(info, `no ${method}.${field}`)
  assert.ok(!(key in info), `${method}.${field}.${key} = ${JSON.stringify(info[key])}`)
})

Then('the {word} metadata of {string} offers the choice {string} shown as {string}', function (this: ConsoleWorld, method: string, field: string, value: string, display: string) {
  const choices = actions(this)[method]?.[field]?.choices as { value: unknown; display_name: string }[] | undefined
  assert.ok(Array.isArray(choices), `no choices on ${method}.${field}`)
  assert.ok(choices.some((c) => JSON.stringify(c.value) === value && c.display_name === display), JSON.stringify(choices))
})
