import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { DetailPage } from '../e2e/pages/detail-page'
import type { ConsoleWorld } from './support/world'
import { watchedCalls, watchedCallsUnder } from './tasks/ui/watched-calls'
import { checkEachRow } from './tasks/ui/walk'
import { expect, settled } from '../e2e/page-state'
import { personas, type PersonaName } from '../fixtures/personas'
import { userIdOf } from './tasks/api/users'

// Vocabulary: shell rules observed in the browser (features/spec-depth/shell-depth.feature): the theme
// colours the console carries on its root (shell §3), as CSS custom properties, and a profile whose
// workbench organisations name the root one (shell §3).

const ROOT_ORG = { id: '00000000-0000-0000-0000-000000000000', name: 'GLOBAL', is_default: false, is_root: true }

Given('the server lists the root organisation first among the workbench organisations of the profile', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.route(/\/api\/v1\/users\/profile\/(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    const body = (await response.json()) as { workbench_orgs?: unknown[] }
    await route.fulfill({ response, json: { ...body, workbench_orgs: [ROOT_ORG, ...(body.workbench_orgs ?? [])] } })
  })
})

async function expectThemeColour(w: ConsoleWorld, name: string, value: string) {
  const root = (await w.page()).locator('[data-color-scheme]').first()
  await expect
    .poll(() => root.evaluate((el, v) => getComputedStyle(el).getPropertyValue(v).trim(), `--jms-${name}`), { message: `the theme colour ${name}` })
    .toBe(value)
}

Then('the console\'s theme colour {string} is {string}', async function (this: ConsoleWorld, name: string, value: string) {
  await expectThemeColour(this, name, value)
})

// A table of colours read on the one loaded console (tasks/ui/walk.ts: every failing row is named): each
// row's `colour` (or `variant`) is its `value`; a `primary` column is the primary the settings gave, and
// the console carries it as its primary too.
Then('the console\'s theme colours are:', async function (this: ConsoleWorld, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row) => {
    if (row.primary !== undefined) await expectThemeColour(this, 'primary', row.primary)
    await expectThemeColour(this, row.colour ?? row.variant ?? '', row.value!)
  })
})

Then('the first GET the browser sent under {string} was answered with the status {int} and the code {string}', async function (this: ConsoleWorld, prefix: string, status: number, code: string) {
  const first = watchedCallsUnder(this, prefix).find((r) => r.method() === 'GET')
  assert.ok(first, `no GET under ${prefix}`)
  const response = await first.response()
  assert.ok(response, 'the GET was not answered')
  assert.equal(response.status(), status)
  assert.equal(((await response.json()) as { code?: unknown }).code, code)
})

When('they open the select of the tab {string}', async function (this: ConsoleWorld, tab: string) {
  const page = await this.page()
  const detail = new DetailPage(page)
  await detail.tab(tab).click()
  await detail.addSelect().click()
})

const optionOf = async (w: ConsoleWorld, name: string) => {
  const page = await w.page()
  return page.getByRole('option', { name, exact: true }).or(page.getByRole('menuitemcheckbox', { name, exact: true }))
}

Then('the option {string} is offered but cannot be chosen', async function (this: ConsoleWorld, name: string) {
  await expect(await optionOf(this, name)).toBeDisabled()
})

Then('the option {string} can be chosen', async function (this: ConsoleWorld, name: string) {
  await expect(await optionOf(this, name)).toBeEnabled()
})

Then('since then the browser sent GET {string} {int} time(s)', async function (this: ConsoleWorld, path: string, times: number) {
  await settled(await this.page())
  const noted = this.memory.watchedCallsNoted ?? 0
  const since = watchedCallsUnder(this, path).slice(noted)
  assert.equal(since.filter((r) => r.method() === 'GET' && watchedCalls(this, path).includes(r)).length, times)
})

Then('a GET the browser sent to {string} asked with the query {string} and a non-empty {string}', async function (this: ConsoleWorld, path: string, query: string, param: string) {
  const want = [...new URLSearchParams(query)]
  await expect
    .poll(
      () =>
        watchedCalls(this, path).some((r) => {
          const got = new URL(r.url()).searchParams
          return r.method() === 'GET' && want.every(([k, v]) => got.get(k) === v) && Boolean(got.get(param))
        }),
      { message: `GET ${path}?${query}&${param}=… among ${watchedCallsUnder(this, path).map((r) => r.url()).join(" ")}` },
    )
    .toBe(true)
})

Given('the server lists {string} first among the console organisations of the profile', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await page.route(/\/api\/v1\/users\/profile\/(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    const body = (await response.json()) as { console_orgs?: Array<{ name: string }> }
    const orgs = body.console_orgs ?? []
    assert.ok(orgs.some((o) => o.name === name), `the profile names no console organisation ${name}`)
    await route.fulfill({ response, json: { ...body, console_orgs: [...orgs.filter((o) => o.name === name), ...orgs.filter((o) => o.name !== name)] } })
  })
})

/** Shell §3: the profile's id is the user's; the assigned-tickets badge asks for the tickets assigned to it (shell §7). */
Then('a GET the browser sent to {string} asked for the tickets assigned to {persona}', async function (this: ConsoleWorld, path: string, persona: PersonaName) {
  const id = await userIdOf(this.baseUrl, personas[persona].username)
  await expect
    .poll(() => watchedCalls(this, path).some((r) => r.method() === 'GET' && new URL(r.url()).searchParams.get('assignees__id') === id), {
      message: `GET ${path}?assignees__id=${id} among ${watchedCallsUnder(this, path).map((r) => r.url()).join(' ')}`,
    })
    .toBe(true)
})
