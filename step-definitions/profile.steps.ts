import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { expect, settled } from '../e2e/page-state'
import { format } from 'date-fns'
import { parseServerDate } from '../mock-server/drf/dates'
import type { ConsoleWorld } from './support/world'
import { watchedCalls } from './tasks/ui/watched-calls'
import { checkEachRow } from './tasks/ui/walk'
import { ApiSession, type Username } from './tasks/api/api-session'

// Vocabulary: the profile's API key page (domain §2 profile/key; shell §9 masked keys and copies).
// The keys are read from the mock through the API as their owner, never from the console.
const ACCESS_KEYS = '/api/v1/authentication/access-keys/'
interface AccessKey {
  id: string
  secret: string
  is_active: boolean
}

/** What `username` reads at `path` through the API, as themselves. */
const ownRead = async <T>(w: ConsoleWorld, username: Username, path: string) => (await (await ApiSession.signedIn(w.baseUrl, username)).request<T>('GET', path)).body
const keysOf = (w: ConsoleWorld, username: Username) => ownRead<AccessKey[]>(w, username, ACCESS_KEYS)
const keyRows = async (w: ConsoleWorld) => (await w.page()).locator('tbody tr[data-row-id]')

Given('{string} holds an API key', async function (this: ConsoleWorld, username: Username) {
  const res = await (await ApiSession.signedIn(this.baseUrl, username)).request<AccessKey>('POST', ACCESS_KEYS, {})
  assert.equal(res.status, 201, res.text)
  this.memory.apiKey = res.body
})

Given('the browser may use the clipboard', async function (this: ConsoleWorld) {
  await (await this.browserContext()).grantPermissions(['clipboard-read', 'clipboard-write'], { origin: this.baseUrl })
})

Then(/^the page lists (\d+) (?:API keys?|temporary passwords?)$/, async function (this: ConsoleWorld, n: string) {
  await expect(await keyRows(this)).toHaveCount(Number(n))
})

Then('the secret of {string}\'s key reads {string}', async function (this: ConsoleWorld, username: Username, shown: string) {
  const [key] = await keysOf(this, username)
  assert.ok(key, `${username} has no API key`)
  await expect((await keyRows(this)).filter({ hasText: key.id }).getByTestId('secret')).toHaveText(shown)
})

Then('the secret shown is the one the server holds for {string}\'s key', async function (this: ConsoleWorld, username: Username) {
  const [key] = await keysOf(this, username)
  assert.ok(key?.secret, `${username} has no API key with a secret`)
  await expect((await keyRows(this)).filter({ hasText: key.id }).getByTestId('secret')).toHaveText(key.secret)
})

Then('the clipboard holds the key\'s {word}', async function (this: ConsoleWorld, part: string) {
  const key = this.memory.apiKey
  assert.ok(key, 'no API key was made in this scenario')
  const want = part === 'ID' ? key.id : key.secret
  const page = await this.page()
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(want)
})

/** Waits until the server holds `n` rows, `flagged` of them with the flag set. */
async function expectHeld<T>(rowsNow: () => Promise<T[]>, flag: (row: T) => boolean, n: number, flagged: number) {
  await expect
    .poll(async () => {
      const rows = await rowsNow()
      return [rows.length, rows.filter(flag).length]
    })
    .toEqual([n, flagged])
}

Then('{string} holds {int} API key(s), {int} of them active', async function (this: ConsoleWorld, username: Username, n: number, active: number) {
  await expectHeld(() => keysOf(this, username), (k) => k.is_active, n, active)
})

// Temporary passwords (domain §2 profile/temp-password; shell §9: valid 300 s).
const TEMP_TOKENS = '/api/v1/authentication/temp-tokens/'
interface TempToken {
  id: string
  secret: string
  is_valid: boolean
  date_expired: string
}
const tempTokensOf = (w: ConsoleWorld, username: Username) => ownRead<TempToken[]>(w, username, TEMP_TOKENS)

Then('{string}\'s temporary password expires {int} seconds from now, as the page shows in local time', async function (this: ConsoleWorld, username: Username, seconds: number) {
  const [token] = await tempTokensOf(this, username)
  assert.ok(token, `${username} has no temporary password`)
  const expires = parseServerDate(token.date_expired)!
  assert.ok(Math.abs(expires.getTime() - (Date.now() + seconds * 1000)) < 15_000, `expires ${token.date_expired}`)
  await expect((await keyRows(this)).first()).toContainText(format(expires, 'yyyy-MM-dd HH:mm:ss'))
})

Then('the password of {string}\'s temporary password reads {string}', async function (this: ConsoleWorld, username: Username, shown: string) {
  const [token] = await tempTokensOf(this, username)
  assert.ok(token, `${username} has no temporary password`)
  await expect((await keyRows(this)).first().getByTestId('secret')).toHaveText(shown)
})

Then('{string} holds {int} temporary password(s), {int} of them valid', async function (this: ConsoleWorld, username: Username, n: number, valid: number) {
  await expectHeld(() => tempTokensOf(this, username), (k) => k.is_valid, n, valid)
})

// The personal information page (domain §2 profile/info).
const infoValue = async (w: ConsoleWorld, section: string, label: string) =>
  (await w.page()).getByRole('region', { name: section, exact: true }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

Then('the {string} section shows {string} as {string}', async function (this: ConsoleWorld, section: string, label: string, value: string) {
  await expect(await infoValue(this, section, label)).toHaveText(value)
})

// A table of the page's fields, checked on the one page the scenario opened (tasks/ui/walk.ts: every
// failing row is named); other columns document the row.
Then('each section below shows its label as its value:', async function (this: ConsoleWorld, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row) => {
    await expect(await infoValue(this, row.section!, row.label!), `"${row.label}" in ${row.section}`).toHaveText(row.value!)
  })
})

Then('the {string} section shows {string} as {string}\'s {word} in local time', async function (this: ConsoleWorld, section: string, label: string, username: Username, field: string) {
  const profile = await ownRead<Record<string, string>>(this, username, '/api/v1/users/profile/')
  const date = parseServerDate(profile[field] ?? '')
  assert.ok(date, `${username}'s ${field} is ${profile[field]}`)
  await expect(await infoValue(this, section, label)).toHaveText(format(date, 'yyyy-MM-dd HH:mm:ss'))
})

// Connection tokens (domain §2 profile/connection-token).
const CONNECTION_TOKENS = '/api/v1/authentication/connection-token/'

Given('{string} holds a connection token to an asset as the system user {string}', async function (this: ConsoleWorld, username: Username, systemUser: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const [asset] = (await admin.request<{ results: Array<{ id: string; hostname: string }> }>('GET', '/api/v1/assets/assets/?order=hostname&limit=1&offset=0')).body.results
  const [su] = (await admin.request<Array<{ id: string; name: string }>>('GET', `/api/v1/assets/system-users/?name=${encodeURIComponent(systemUser)}`)).body
  assert.ok(asset && su, `no asset or no system user ${systemUser}`)
  const res = await (await ApiSession.signedIn(this.baseUrl, username)).request('POST', CONNECTION_TOKENS, { type: 'asset', asset: asset.id, system_user: su.id })
  assert.equal(res.status, 201, res.text)
  this.memory.tokenAsset = asset.hostname
})

Then('the page lists the token to that asset as {string}, valid', async function (this: ConsoleWorld, systemUser: string) {
  assert.ok(this.memory.tokenAsset, 'no connection token was made in this scenario')
  const row = (await keyRows(this)).filter({ hasText: this.memory.tokenAsset })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(systemUser)
  await expect(row).toContainText('Yes')
})

Then('{string} holds {int} connection token(s), {int} of them valid', async function (this: ConsoleWorld, username: Username, n: number, valid: number) {
  await expectHeld(() => ownRead<Array<{ is_valid: boolean }>>(this, username, CONNECTION_TOKENS), (k) => k.is_valid, n, valid)
})

Then('the page shows no secret', async function (this: ConsoleWorld) {
  await expect((await keyRows(this)).first()).toBeVisible()
  await settled(await this.page())
  await expect((await this.page()).getByTestId('secret')).toHaveCount(0)
})

// ---- a tick box with its own message (the first-login page's terms, domain §5)
const tickBox = async (w: ConsoleWorld, name: string) => (await w.page()).getByRole('checkbox', { name, exact: true })
const boxMessage = async (w: ConsoleWorld, name: string) =>
  (await w.page()).locator('.fui-Field').filter({ has: await tickBox(w, name) }).locator('xpath=./*[contains(@id, "__validationMessage")]')

When('they tick {string}', async function (this: ConsoleWorld, name: string) {
  await (await tickBox(this, name)).check()
})

Then('the box {string} says {string}', async function (this: ConsoleWorld, name: string, message: string) {
  await expect(await boxMessage(this, name)).toHaveText(message)
})

Then('the box {string} says nothing', async function (this: ConsoleWorld, name: string) {
  await settled(await this.page())
  await expect(await boxMessage(this, name)).toHaveCount(0)
})

Then('the browser sent {int} {word} call(s) to {string}', async function (this: ConsoleWorld, count: number, method: string, path: string) {
  await settled(await this.page())
  assert.equal(watchedCalls(this, path).filter((r) => r.method() === method).length, count)
})
