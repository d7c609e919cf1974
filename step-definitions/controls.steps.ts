import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { Request } from 'playwright'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { answerHeldCalls, holdCalls } from './tasks/ui/held-calls'
import { seededOrgId } from './tasks/ui/sign-in'
import { watchCalls, watchedCalls, watchedCallsUnder } from './tasks/ui/watched-calls'
import { followWithin } from './tasks/ui/walk'

// Vocabulary: the shared controls of shell §5 and §9 on real pages: the remote select of the user
// form, the tag search of the user list; and which requests the browser sent.
const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002'

Given('the calls to {string} are watched', async function (this: ConsoleWorld, prefix: string) {
  await watchCalls(this, prefix)
})

Given("the browser's {word} calls to {string} are held", async function (this: ConsoleWorld, method: string, prefix: string) {
  await holdCalls(this, method, prefix)
})

When('the held calls are answered', async function (this: ConsoleWorld) {
  await answerHeldCalls(this)
})

Given('the Default organisation has {int} more user groups', async function (this: ConsoleWorld, count: number) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const rows = Array.from({ length: count }, (_, i) => ({ name: `Team ${String(i + 1).padStart(2, '0')}` }))
  const res = await admin.request('POST', '/api/v1/users/groups/', rows, { headers: { 'X-JMS-ORG': DEFAULT_ORG } })
  assert.equal(res.status, 201, res.text)
})

const select = async (w: ConsoleWorld, name: string) => (await w.page()).getByRole('combobox', { name, exact: true })
/** The popup of the open select: a listbox, or a menu of checkbox items when it takes several values. */
const popup = async (w: ConsoleWorld) => (await w.page()).locator('[role="combobox"][aria-expanded="true"]').first()
const OPTIONS = '[role="option"], [role="menuitemcheckbox"]'

async function openList(w: ConsoleWorld) {
  const id = await (await popup(w)).getAttribute('aria-controls')
  assert.ok(id, 'no select is open')
  return (await w.page()).locator(`[id="${id}"]`)
}

When('they open the {string} select', async function (this: ConsoleWorld, name: string) {
  await (await select(this, name)).click()
  await (await openList(this)).waitFor()
})

Then('the select offers {int} options', async function (this: ConsoleWorld, count: number) {
  const list = await openList(this)
  await list.locator(OPTIONS).nth(count - 1).waitFor()
  assert.equal(await list.locator(OPTIONS).count(), count)
})

When('they scroll to the bottom of the options', async function (this: ConsoleWorld) {
  await (await openList(this)).evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
})

/** Scrolls the open options' list to `px` above its bottom, then lets the page handle the scroll. */
When('they scroll the options to {int} px above their bottom', async function (this: ConsoleWorld, px: number) {
  const list = await openList(this)
  const room = await list.evaluate((el) => el.scrollHeight - el.clientHeight)
  assert.ok(room >= px, `the options scroll ${room} px, fewer than ${px}`)
  // Read back at once: the next page may be drawn before another call could read it.
  const at = await list.evaluate((el, distance) => {
    el.scrollTop = el.scrollHeight - el.clientHeight - distance
    return Math.round(el.scrollHeight - el.clientHeight - el.scrollTop)
  }, px)
  assert.equal(at, px)
  // The scroll event is dispatched on the next frame; its page request (if any) is then in flight.
  await list.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)))))
  await settled(await this.page())
})

Then('the browser asked {string} for the pages {list} of {int} rows', async function (this: ConsoleWorld, path: string, offsets: string[], limit: number) {
  const asked = watchedCalls(this, path)
    .filter((r) => r.method() === 'GET')
    .map((r) => new URL(r.url()).searchParams)
  assert.deepEqual(asked.map((q) => q.get('limit')), asked.map(() => String(limit)))
  assert.deepEqual(asked.map((q) => q.get('offset')), offsets)
})

// Reference §1.8: an address names at most 50 ids (2.26.1's gunicorn refuses a longer one); the calls were made.
Then('the browser asked {string} for the names of {int} ids, at most {int} in one address', async function (this: ConsoleWorld, path: string, count: number, most: number) {
  await settled(await this.page())
  const named = watchedCalls(this, path)
    .filter((r) => r.method() === 'GET' && new URL(r.url()).searchParams.has('ids'))
    .map((r) => new URL(r.url()).searchParams.get('ids')!.split(','))
  assert.ok(named.every((ids) => ids.length <= most), `ids per address: ${named.map((ids) => ids.length).join(', ')}`)
  assert.equal(new Set(named.flat()).size, count)
})

/** The watched calls of `method` to the path of `url` whose query holds every parameter of `url`. */
function sentAs(w: ConsoleWorld, method: string, url: string) {
  const want = new URL(url, 'http://x')
  return watchedCalls(w, want.pathname).filter((r) => {
    const asked = new URL(r.url()).searchParams
    return r.method() === method && [...want.searchParams].every(([k, v]) => asked.get(k) === v)
  })
}

Then('the browser sent {word} {string}', async function (this: ConsoleWorld, method: string, url: string) {
  await expect.poll(() => sentAs(this, method, url).length, { message: `${method} ${url}` }).toBeGreaterThan(0)
})

Then('the browser sent {word} {string} with an empty body', async function (this: ConsoleWorld, method: string, url: string) {
  await expect.poll(() => sentAs(this, method, url).length, { message: `${method} ${url}` }).toBeGreaterThan(0)
  for (const call of sentAs(this, method, url)) assert.ok(!call.postData(), `${method} ${url} sent ${call.postData()}`)
})

/** The JSON body of the last watched `method` call to the path of `url` (waits for one). */
async function lastBody(w: ConsoleWorld, method: string, url: string) {
  await expect.poll(() => sentAs(w, method, url).length, { message: `${method} ${url}` }).toBeGreaterThan(0)
  const calls = sentAs(w, method, url)
  return calls[calls.length - 1].postDataJSON() as Record<string, unknown>
}

Then('the last {word} the browser sent to {string} carried:', async function (this: ConsoleWorld, method: string, url: string, table: DataTable) {
  const body = await lastBody(this, method, url)
  const want = table.raw().map(([field, value]) => [field, value])
  assert.deepEqual(want.map(([field]) => [field, body[field] === undefined ? undefined : String(body[field])]), want, JSON.stringify(body))
})

Then('the {string} of the last {word} the browser sent to {string} was encrypted, not {string}', async function (this: ConsoleWorld, field: string, method: string, url: string, plain: string) {
  const value = String((await lastBody(this, method, url))[field])
  assert.notEqual(value, plain)
  // shell §3: the RSA-encrypted key, one colon, the AES-encrypted text.
  assert.match(value, /^[A-Za-z0-9+/]+={0,2}:[A-Za-z0-9+/]+={0,2}$/)
})

// ---- what every watched call carried (shell §7: the anti-forgery and organisation headers) --------

const callLabel = (r: Request) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`

/** The watched calls under `prefix`, once the page has settled (so none is still to come). */
async function settledCallsUnder(w: ConsoleWorld, prefix: string, method?: string) {
  await settled(await w.page())
  const calls = watchedCallsUnder(w, prefix).filter((r) => !method || r.method() === method)
  assert.ok(calls.length > 0, `the browser sent no ${method ?? ''} call under ${prefix}`)
  return calls
}

Then('every {word} the browser sent under {string} carried the anti-forgery token of the session', async function (this: ConsoleWorld, method: string, prefix: string) {
  const token = (await (await this.browserContext()).cookies()).find((c) => c.name === 'jms_csrftoken')?.value
  assert.ok(token, 'the session has no jms_csrftoken cookie')
  for (const call of await settledCallsUnder(this, prefix, method)) assert.equal((await call.allHeaders())['x-csrftoken'], token, callLabel(call))
})

Then('no {word} the browser sent under {string} carried an anti-forgery token', async function (this: ConsoleWorld, method: string, prefix: string) {
  for (const call of await settledCallsUnder(this, prefix, method)) assert.equal((await call.allHeaders())['x-csrftoken'], undefined, callLabel(call))
})

Then('every call the browser sent under {string} carried the organisation {string}', async function (this: ConsoleWorld, prefix: string, org: string) {
  const id = seededOrgId(org)
  for (const call of await settledCallsUnder(this, prefix)) assert.equal((await call.allHeaders())['x-jms-org'], id, callLabel(call))
})

/** The organisation header as the wire id itself (domain §3: the root org's nil id, the Default org's id ending in 2). */
Then('every call the browser sent under {string} carried the organisation id {string}', async function (this: ConsoleWorld, prefix: string, id: string) {
  for (const call of await settledCallsUnder(this, prefix)) assert.equal((await call.allHeaders())['x-jms-org'], id, callLabel(call))
})

Then('the calls the browser sent under {string} since then carried the organisation {string}', async function (this: ConsoleWorld, prefix: string, org: string) {
  const seen = this.memory.watchedCallsNoted ?? 0
  const id = seededOrgId(org)
  // A switch reloads the page: its first calls may still be to come when the navbar already reads the new org.
  await expect.poll(() => watchedCallsUnder(this, prefix).length, { message: `no call under ${prefix} since then` }).toBeGreaterThan(seen)
  const calls = (await settledCallsUnder(this, prefix)).slice(seen)
  for (const call of calls) assert.equal((await call.allHeaders())['x-jms-org'], id, callLabel(call))
})

/** How many watched calls there were at a point of the scenario, for "since then". */
When('they note the calls so far under {string}', async function (this: ConsoleWorld, prefix: string) {
  await settled(await this.page())
  this.memory.watchedCallsNoted = watchedCallsUnder(this, prefix).length
})

Then('the browser\'s first calls under {string} were {list}', async function (this: ConsoleWorld, prefix: string, expected: string[]) {
  const want = expected
  const calls = await settledCallsUnder(this, prefix)
  assert.deepEqual(calls.slice(0, want.length).map((r) => `${r.method()} ${new URL(r.url()).pathname}`), want, calls.map(callLabel).join('\n'))
})

Then('the browser sent nothing under {string} but {list}', async function (this: ConsoleWorld, prefix: string, expected: string[]) {
  const want = expected
  await settled(await this.page())
  assert.deepEqual(watchedCallsUnder(this, prefix).map((r) => `${r.method()} ${new URL(r.url()).pathname}`), want)
})

Then('the browser cached the selected rows and sent DELETE {string} with the spm it got back', async function (this: ConsoleWorld, path: string) {
  const cached = (await settledCallsUnder(this, '/api/v1/common/resources/cache/', 'POST')).at(-1)!
  const answer = (await (await cached.response())?.json()) as { spm?: string }
  assert.ok(answer.spm, 'the cache call answered no spm')
  const deletes = watchedCalls(this, path).filter((r) => r.method() === 'DELETE')
  assert.deepEqual(deletes.map((r) => new URL(r.url()).searchParams.get('spm')), [answer.spm])
})

Then('the {string} select is disabled', async function (this: ConsoleWorld, name: string) {
  const box = await select(this, name)
  await box.waitFor()
  await (await this.page()).waitForFunction((n) => {
    const el = Array.from(document.querySelectorAll('[role="combobox"]')).find((e) => e.getAttribute('aria-label') === n)
    return el instanceof HTMLInputElement && el.disabled
  }, name)
})

Then('the {string} select can be opened', async function (this: ConsoleWorld, name: string) {
  assert.equal(await (await select(this, name)).isEnabled(), true)
})

When('they add the search tag {string} with {string}', async function (this: ConsoleWorld, field: string, text: string) {
  const page = await this.page()
  const bar = page.getByRole('search')
  await bar.getByRole('combobox', { name: 'Filter field' }).selectOption({ label: field })
  const input = bar.getByRole('searchbox', { name: 'Search or filter' })
  await input.fill(text)
  await input.press('Enter')
})

Then('the search tags are {list}', async function (this: ConsoleWorld, expected: string[]) {
  const page = await this.page()
  await page.waitForFunction(
    (want) => JSON.stringify(Array.from(document.querySelectorAll('[data-testid="search-tag"]'), (e) => (e.textContent ?? '').trim())) === JSON.stringify(want),
    expected,
  )
})

When('they remove the search tag {string}', async function (this: ConsoleWorld, label: string) {
  await (await this.page()).getByRole('search').getByRole('button', { name: `Remove ${label}`, exact: true }).click()
})

Then('the address has {string} and not {string}', async function (this: ConsoleWorld, has: string, not: string) {
  await (await this.page()).waitForURL((url) => url.search.includes(has) && (!not || !url.search.includes(not)), { waitUntil: 'commit' })
})

Then('every user listed has a cell {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).waitForFunction((t) => {
    const rows = Array.from(document.querySelectorAll('tbody tr[data-row-id]'))
    return rows.length > 0 && rows.every((r) => Array.from(r.querySelectorAll('td'), (td) => (td.textContent ?? '').trim()).includes(t))
  }, text)
})

// ---- the tag search's emissions (shell §9), watched through the address they rewrite ------------

When('they follow the address {string} inside the console', async function (this: ConsoleWorld, path: string) {
  await followWithin(await this.page(), path)
})

Then('the address is still {string}', async function (this: ConsoleWorld, path: string) {
  const page = await this.page()
  await settled(page)
  const url = new URL(page.url())
  assert.equal(url.pathname + url.search, path)
})

/**
 * Waits for `check` on a paused browser clock without moving it: the page's work due at this very
 * instant (the query cache hands its answers on with 0 ms timers) is run, never a later timer.
 */
async function onPausedClock(w: ConsoleWorld, what: string, check: () => Promise<boolean>) {
  const page = await w.page()
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return
    await page.clock.runFor(0)
    await page.waitForTimeout(100)
  }
  throw new Error(`${what} was not seen on the paused clock`)
}

Then('they see {string} on the paused clock', async function (this: ConsoleWorld, text: string) {
  const page = await this.page()
  await onPausedClock(this, text, async () => (await page.getByText(text, { exact: true }).count()) > 0)
})

Then('the search offers the field {string}', async function (this: ConsoleWorld, label: string) {
  const field = (await this.page()).getByRole('search').getByRole('combobox', { name: 'Filter field' }).locator('option', { hasText: label })
  await onPausedClock(this, `the field ${label}`, async () => (await field.count()) > 0)
})

/** The user groups (by name, in Default) the last `method` the browser sent under `prefix` carried in `groups`. */
Then('the last {word} the browser sent under {string} carried the user groups {list}', async function (this: ConsoleWorld, method: string, prefix: string, names: string[]) {
  await settled(await this.page())
  const sent = watchedCallsUnder(this, prefix).filter((r) => r.method() === method)
  assert.ok(sent.length > 0, `the browser sent no ${method} under ${prefix}`)
  const body = sent[sent.length - 1].postDataJSON() as { groups?: unknown }
  const admin = await ApiSession.signedIn(this.baseUrl)
  const groups = await admin.request<{ results: Array<{ id: string; name: string }> }>('GET', '/api/v1/users/groups/?limit=1000', undefined, { headers: { 'X-JMS-ORG': DEFAULT_ORG } })
  const ids = names.map((n) => groups.body.results.find((g) => g.name === n)?.id ?? `no group ${n}`)
  assert.deepEqual([...((body.groups as string[] | undefined) ?? [])].sort(), ids.sort(), JSON.stringify(body))
})

Then("the list's search is shown", async function (this: ConsoleWorld) {
  await (await this.page()).getByRole('search').getByRole('searchbox', { name: 'Search or filter' }).waitFor()
})
