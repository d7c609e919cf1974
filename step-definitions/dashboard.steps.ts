import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { PersonaName } from '../fixtures/personas'
import { DashboardPage } from '../e2e/pages/dashboard-page'
import { ApiSession } from './tasks/api/api-session'
import { failNext } from './tasks/ui/shell-control'
import type { ConsoleWorld } from './support/world'

// Vocabulary: dashboards and the workbench home (domain §2, §9). Expected figures are what the API
// answers the same persona in the same organisation, never numbers written here.

const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002'
const FIGURE_KEYS: Record<string, string> = {
  Users: 'total_count_users',
  Assets: 'total_count_assets',
  'Online users': 'total_count_online_users',
  'Online sessions': 'total_count_online_sessions',
  'Users signed in today': 'total_count_today_login_users',
  'Assets used today': 'total_count_today_active_assets',
  'Failed sessions today': 'total_count_today_failed_sessions',
}

type Figures = Record<string, unknown> & {
  dates_login_times_top10_users: Array<{ user: string; total: number }>
  dates_login_times_top10_assets: Array<{ asset: string; total: number }>
  dates_login_record_top10_sessions: Array<{ user: string; asset: string; date_start: string }>
}


/** A persona's API session in the organisation the browser is in (the X-JMS-ORG cookie the console keeps). */
async function asPersonaInBrowserOrg(world: ConsoleWorld, persona: PersonaName) {
  const cookies = await (await world.page()).context().cookies()
  const org = cookies.find((c) => c.name === 'X-JMS-ORG')?.value
  const api = new ApiSession(world.baseUrl)
  await api.signIn(persona)
  const headers: Record<string, string> = org ? { 'X-JMS-ORG': decodeURIComponent(org) } : {}
  return <T>(path: string) => api.request<T>('GET', path, undefined, { headers }).then((r) => {
    assert.equal(r.status, 200, `GET ${path} as ${persona}: ${r.text.slice(0, 200)}`)
    return r.body
  })
}

const serverFigures = async (world: ConsoleWorld, persona: PersonaName) => (await asPersonaInBrowserOrg(world, persona))<Figures>('/api/v1/index/')

async function adminInDefault(world: ConsoleWorld) {
  const api = await ApiSession.signedIn(world.baseUrl)
  const headers = { 'X-JMS-ORG': DEFAULT_ORG }
  return async <T>(method: string, path: string, body?: unknown) => {
    const r = await api.request<T>(method, path, body, { headers })
    assert.ok(r.status < 300, `${method} ${path}: ${r.status} ${r.text.slice(0, 200)}`)
    return r.body
  }
}

const serverDate = (d: Date) => d.toISOString().replace('T', ' ').replace(/-/g, '/').replace(/\.\d+Z$/, ' +0000')

Given('the Default organisation holds {int} more sessions, started today', async function (this: ConsoleWorld, count: number) {
  const call = await adminInDefault(this)
  const now = Date.now()
  for (let i = 0; i < count; i++) {
    const start = new Date(now - (i + 1) * 60_000)
    await call('POST', '/api/v1/terminal/sessions/', {
      user: `Dashboard Tester ${i}(dash${i})`, asset: `dash-asset-${i}`, system_user: 'root', protocol: 'ssh', login_from: 'WT',
      remote_addr: '10.9.0.1', is_success: true, is_finished: true, date_start: serverDate(start), date_end: serverDate(new Date(start.getTime() + 30_000)), org_id: DEFAULT_ORG,
    })
  }
})

Given('{persona} has been granted the asset {string} in the Default organisation', async function (this: ConsoleWorld, persona: PersonaName, hostname: string) {
  const call = await adminInDefault(this)
  const users = await call<unknown>('GET', `/api/v1/users/users/?username=${encodeURIComponent(persona)}`)
  const user = (Array.isArray(users) ? users : (users as { results: Array<{ id: string; username: string }> }).results).find((u: { username: string }) => u.username === persona) as { id: string } | undefined
  assert.ok(user, `no user ${persona}`)
  const asset = await call<{ id: string }>('POST', '/api/v1/assets/assets/', { hostname, ip: '10.9.0.10', platform: 'Linux', protocols: ['ssh/22'], is_active: true })
  await call('POST', '/api/v1/perms/asset-permissions/', { name: `dashboard ${hostname}`, users: [user.id], assets: [asset.id], actions: ['all'], is_active: true })
})

Then('the dashboard shows the figures the server reports to {persona} for {list}', async function (this: ConsoleWorld, persona: PersonaName, labels: string[]) {
  const dashboard = new DashboardPage(await this.page())
  await dashboard.figure(labels[0]).waitFor()
  const figures = await serverFigures(this, persona)
  for (const label of labels) {
    const key = FIGURE_KEYS[label]
    assert.ok(key, `unknown figure ${label}`)
    assert.equal(typeof figures[key], 'number', `the server reports no ${key}`)
    assert.equal(await dashboard.figureValue(label), figures[key], label)
  }
})

Then('the top 10 lists show what the server reports to {persona}', async function (this: ConsoleWorld, persona: PersonaName) {
  const dashboard = new DashboardPage(await this.page())
  const figures = await serverFigures(this, persona)
  const lists: Array<[RegExp, string[]]> = [
    [/^Top 10 users/, figures.dates_login_times_top10_users.map((e) => e.user)],
    [/^Top 10 assets/, figures.dates_login_times_top10_assets.map((e) => e.asset)],
  ]
  for (const [name, expected] of lists) {
    if (!expected.length) continue // an empty list is drawn as text, not as a list
    const items = dashboard.topList(name).getByRole('listitem')
    await items.first().waitFor()
    const shown = await items.allInnerTexts()
    assert.ok(shown.length <= 10, `${name} lists ${shown.length}`)
    assert.deepEqual(shown.map((s) => s.split('\n')[0].trim()), expected.slice(0, 10), String(name))
  }
})

Then('the latest sessions list shows the 10 newest sessions the server reports to {persona}', async function (this: ConsoleWorld, persona: PersonaName) {
  const dashboard = new DashboardPage(await this.page())
  const get = await asPersonaInBrowserOrg(this, persona)
  const all = await get<{ count: number } | unknown[]>('/api/v1/terminal/sessions/?offset=0&limit=1')
  const total = Array.isArray(all) ? all.length : all.count
  assert.ok(total > 10, `the server holds only ${total} sessions: the limit would not show`)
  const figures = await get<Figures>('/api/v1/index/')
  const rows = await dashboard.rows(dashboard.latestSessions())
  assert.equal(rows.length, 10)
  assert.deepEqual(rows.map((r) => [r[0], r[1]]), figures.dates_login_record_top10_sessions.slice(0, 10).map((s) => [s.user, s.asset]))
})

// A scenario switch of the mock (/__mock/fail with a 200 body): the answer of one GET /api/v1/index/.
Given('the server reports {int} latest sessions for the dashboard', async function (this: ConsoleWorld, count: number) {
  const start = Date.now()
  // As IndexApi names them: no id, protocol or end.
  const sessions = Array.from({ length: count }, (_, i) => ({
    user: `Tester ${i}(t${i})`, asset: `asset-${i}`, is_finished: true, date_start: serverDate(new Date(start - (i + 1) * 60_000)), timesince: `${i + 1} minutes`,
  }))
  await failNext(this.baseUrl, { method: 'GET', path: '/api/v1/index/', status: 200, body: { total_count_users: 1, dates_metrics_date: [], dates_login_record_top10_sessions: sessions } })
})

Then('the latest sessions list shows {int} sessions', async function (this: ConsoleWorld, count: number) {
  const dashboard = new DashboardPage(await this.page())
  assert.equal((await dashboard.rows(dashboard.latestSessions())).length, count)
})

When('they follow the figure {string}', async function (this: ConsoleWorld, label: string) {
  await new DashboardPage(await this.page()).figureLink(label).click()
})

Then('the trend period {string} is chosen', async function (this: ConsoleWorld, label: string) {
  const radio = new DashboardPage(await this.page()).period(label)
  await radio.waitFor()
  assert.equal(await radio.isChecked(), true, `${label} is not chosen`)
})

When('they choose the trend period {string}', async function (this: ConsoleWorld, label: string) {
  const page = await this.page()
  const days = /(\d+)/.exec(label)?.[1]
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/index/' && new URL(r.url()).searchParams.get('days') === days)
  this.memory.trendRequest = request
  await new DashboardPage(page).period(label).check()
})

Then('the dashboard asked the server for {int} days', async function (this: ConsoleWorld, days: number) {
  const request = await this.memory.trendRequest
  assert.ok(request, 'no period was chosen')
  assert.equal(new URL(request.url()).searchParams.get('days'), String(days))
})

Then('the dashboard says it could not be loaded', async function (this: ConsoleWorld) {
  await new DashboardPage(await this.page()).error().waitFor()
})

Then('their assets on the workbench are the ones the server grants {persona}', async function (this: ConsoleWorld, persona: PersonaName) {
  const dashboard = new DashboardPage(await this.page())
  const rows = await dashboard.rows(dashboard.myAssets())
  const granted = await (await asPersonaInBrowserOrg(this, persona))<{ results: Array<{ hostname: string }> } | Array<{ hostname: string }>>('/api/v1/perms/users/assets/?offset=0&limit=10&order=hostname')
  const expected = (Array.isArray(granted) ? granted : granted.results).slice(0, 10).map((a) => a.hostname)
  assert.ok(expected.length > 0, `the server grants ${persona} no assets`)
  assert.deepEqual(rows.map((r) => r[0]), expected)
})

Then('their assets on the workbench include {string}', async function (this: ConsoleWorld, hostname: string) {
  const dashboard = new DashboardPage(await this.page())
  await dashboard.myAssets().getByRole('cell', { name: hostname, exact: true }).waitFor()
})

Then('the quick links are {list}', async function (this: ConsoleWorld, names: string[]) {
  const links = new DashboardPage(await this.page()).quickLinks()
  await links.first().waitFor()
  assert.deepEqual((await links.allInnerTexts()).map((s) => s.trim()), names)
})
