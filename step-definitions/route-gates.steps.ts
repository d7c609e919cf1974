import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import { matchRoutes, type RouteObject } from 'react-router'
import { actionFromPath, routeAllowed, type SettingFlag } from '../src/shared/access/route-meta'
import { flatRoutes, routeByName, routeTable, type ConsoleRoute } from '../src/shared/access/route-table'
import type { ConsoleWorld } from './support/world'
import { holdExactly, permissionCatalogue } from './tasks/api/grant'
import { walkAddresses, type AddressRow } from './tasks/ui/walk'

// Vocabulary: route gates (domain §2 "each entry: route name or path, then the permission it needs";
// "a pipe-separated permission means any one of the alternatives suffices"). A row's `needs` is
// written by hand from domain §2: entries joined by `,` are all needed, `a|b` is one entry any of
// whose alternatives suffices; empty means open to any signed-in user.

type Needs = string[][]
/** The addresses the last gate table checked. */

const needsOf = (text: string): Needs =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => entry.split('|').map((p) => p.trim()))

/** One alternative of each entry: every way of meeting the needs. */
const ways = (needs: Needs): string[][] => needs.reduce<string[][]>((acc, alts) => acc.flatMap((w) => alts.map((a) => [...w, a])), [[]])

// ── In node, on the real route table and the gate the router applies (src/app/route-gate.tsx) ──────

/** The router's leaves, each with the chain of table entries from its view down (as src/app/router.tsx builds them). */
function tableRoutes(): RouteObject[] {
  const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`)
  const walk = (route: ConsoleRoute, base: string, chain: ConsoleRoute[]): RouteObject[] => {
    if (route.external) return []
    const fullPath = join(base, route.path)
    const next = [...chain, route]
    if (route.children?.length) return route.children.flatMap((c) => walk(c, fullPath, next))
    return [{ path: fullPath, handle: next }]
  }
  return routeTable.flatMap((r) => walk(r, '/', []))
}

const SETTINGS_ON: Record<SettingFlag, boolean> = { SECURITY_COMMAND_EXECUTION: true, AUTH_TEMP_TOKEN: true, TICKETS_ENABLED: true, XPACK_ENABLED: true }

/** Whether a user holding `held` passes every gate on the way to `path` (licence valid, settings on). */
function gateLetsIn(chain: ConsoleRoute[], held: string[]) {
  return chain.every((r) => routeAllowed(r, { perms: held, licenseValid: true, settings: SETTINGS_ON }))
}

Then('each address below needs exactly its permissions, with a valid licence and every setting on:', async function (this: ConsoleWorld, table: DataTable) {
  const routes = tableRoutes()
  const rows = table.hashes()
  const mentioned = rows.flatMap((r) => needsOf(r.needs).flat())
  const everything = Array.from(new Set([...(await permissionCatalogue(this.baseUrl)), ...mentioned]))
  this.memory.gateRows = rows.map((r) => r.path)
  const failures: string[] = []
  for (const row of rows) {
    const matched = matchRoutes(routes, row.path)
    const chain = matched?.at(-1)?.route.handle as ConsoleRoute[] | undefined
    if (!chain) {
      failures.push(`${row.path}: no route of the table`)
      continue
    }
    const needs = needsOf(row.needs)
    for (const held of ways(needs)) {
      if (!gateLetsIn(chain, held)) failures.push(`${row.path}: refused to a user holding only ${held.join(', ') || 'nothing'}`)
    }
    for (const alts of needs) {
      const held = everything.filter((p) => !alts.includes(p))
      if (gateLetsIn(chain, held)) failures.push(`${row.path}: let in a user holding every permission but ${alts.join(' and ')}`)
    }
  }
  assert.deepEqual(failures, [])
})

Then('every page of the table under {string} is one of the addresses above', function (this: ConsoleWorld, prefix: string) {
  const covered = this.memory.gateRows ?? []
  const routes = tableRoutes()
  const hit = new Set(covered.map((p) => matchRoutes(routes, p)?.at(-1)?.route.path))
  const missing = routes.map((r) => r.path!).filter((p) => p.startsWith(prefix) && !hit.has(p))
  assert.deepEqual(missing, [], 'pages of the table no row checks')
})

// ── In the browser: personas made through the platform's RBAC API, one walk each ────────────────

/**
 * A user holding every permission of the catalogue but the ones the rows need (their `lacking`
 * column), signed in once, follows each address inside the console and is refused each.
 */
When('{string}, holding every permission but the ones below, opens each address and is refused:', { timeout: 600_000 }, async function (this: ConsoleWorld, username: string, table: DataTable) {
  const rows = table.hashes()
  const lacking = new Set(rows.flatMap((r) => needsOf(r.lacking).flat()))
  const held = (await permissionCatalogue(this.baseUrl)).filter((p) => !lacking.has(p))
  await holdExactly(this.baseUrl, username, held)
  await this.signIn(username)
  await walkAddresses(this, rows.map((r) => ({ path: r.path, heading: 'No permission' })))
})

/**
 * A user holding only the permissions the rows name (their `holding` column) and the ones given,
 * signed in once, follows each address inside the console and sees its page.
 */
When('{string}, holding only the permissions below and {string}, opens each address, seeing its heading:', { timeout: 600_000 }, async function (this: ConsoleWorld, username: string, extra: string, table: DataTable) {
  const rows = table.hashes()
  const held = Array.from(new Set([...rows.flatMap((r) => needsOf(r.holding).flat()), ...needsOf(extra).flat()]))
  await holdExactly(this.baseUrl, username, held)
  await this.signIn(username)
  await walkAddresses(this, rows as unknown as AddressRow[])
})

// ── The real route table's metadata (shell §2, domain §6) ─────────────────────────────────────────

Then('the named route {string} is the page {string} of the route table', function (name: string, path: string) {
  const route = routeByName(name)
  assert.ok(route, `no route named ${name}`)
  assert.equal(route.fullPath, path)
})

Then('the page {string} of the route table carries the action {string}', function (path: string, action: string) {
  const route = flatRoutes.find((r) => r.fullPath === path)
  assert.ok(route, `no route at ${path}`)
  assert.equal(route.meta?.action ?? actionFromPath(route.fullPath), action)
})

Then('the only entries of the route table holding pages that carry a permission are:', function (table: DataTable) {
  const gated = flatRoutes.filter((r) => r.children?.length && (r.meta?.permissions ?? []).length > 0)
  assert.deepEqual(
    gated.map((r) => [r.fullPath, (r.meta?.permissions ?? []).join(', ')]),
    table.hashes().map((row) => [row.path, row.permission]),
  )
})

Then('every permission of the route table is an app.action_model string, never a role name', function () {
  const perms = flatRoutes.flatMap((r) => (r.meta?.permissions ?? []).flatMap((p) => p.split('|')))
  assert.ok(perms.length > 100, `only ${perms.length} permissions read`)
  const odd = perms.filter((p) => !/^[a-z]+\.(view|add|change|delete)_[a-z]+$/.test(p))
  assert.deepEqual(odd, [])
})
