// Walking addresses inside one loaded console (features/routes/, README "The route features"): the
// first address is loaded, the next ones are followed as the console's links do. Routes with an id
// are opened on a seeded object found by its name through the API as the administrator: `:id` is the
// object, `:parent` its parent (a rule's filter). The object's name is part of the Examples.
import assert from 'node:assert/strict'
import type { Page } from 'playwright'
import { seriousViolations } from '../../../e2e/axe'
import { expectScheme, type Scheme } from './theme'
import { expect, settled } from '../../../e2e/page-state'
import { OBJECT_APIS, RESOURCE_APIS, type ResourceName } from '../../support/resource-names'
import type { ConsoleWorld } from '../../support/world'
import { ApiSession } from '../api/api-session'

type Found = { id: string; parent?: string }

/** `admin`: the administrator's session to look with (a walk signs in once, not once a row). */
export async function findObject(w: ConsoleWorld, resource: ResourceName, name: string, admin?: ApiSession): Promise<Found> {
  const api: { url: string; field: string; parent?: ResourceName } | undefined = RESOURCE_APIS[resource] ?? OBJECT_APIS[resource]
  assert.ok(api, `no API list for ${resource} in support/resource-names.ts`)
  admin ??= await ApiSession.signedIn(w.baseUrl, 'admin')
  const parents: Array<string | undefined> = api.parent ? await listIds(admin, RESOURCE_APIS[api.parent]!.url) : [undefined]
  for (const parent of parents) {
    const url = api.url.replace('{parent}', parent ?? '')
    const res = await admin.request<Array<Record<string, unknown>> | { results: Array<Record<string, unknown>> }>('GET', url)
    const rows = Array.isArray(res.body) ? res.body : res.body.results
    const hit = rows.find((row) => String(row[api.field]) === name)
    if (hit) return { id: String(hit.id), parent }
  }
  throw new Error(`no ${resource} named "${name}"`)
}

async function listIds(admin: ApiSession, url: string) {
  const res = await admin.request<Array<{ id: string }>>('GET', url)
  return res.body.map((r) => String(r.id))
}

/** Follows an address inside the loaded console, as its links do (a history push the router hears). */
export async function followWithin(page: Page, path: string) {
  // A page just loaded may not have started the console yet (main.tsx awaits its words and first page):
  // an address pushed before the router listens would be replaced by the start's own redirect.
  await page.locator('main').first().waitFor({ state: 'attached' })
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * A page of a table walked in one scenario (one persona, one sign-in): the first row's address is
 * loaded, a later row's address is followed inside the console as `followWithin` does, and a row on the
 * address already shown stays on it. Returns the page once it has settled.
 */
export async function visitWithin(world: ConsoleWorld, path: string, first: boolean): Promise<Page> {
  const page = await world.pageToOpen()
  if (first) await page.goto(path)
  else if (shownAddress(page) !== path) {
    await followWithin(page, path)
    await page.waitForURL((url) => url.pathname + url.search === path)
  }
  await settled(page)
  return page
}

const shownAddress = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/**
 * Checks every row of a table, in turn, and fails at the end with every row that failed, each named by
 * its cells as the feature writes them. A row with a `persona` column documents who sees it: it must be
 * the user the scenario signed in.
 */
export async function checkEachRow<R extends Record<string, string>>(world: ConsoleWorld, rows: R[], check: (row: R, first: boolean) => Promise<void>) {
  const failures: string[] = []
  for (const [i, row] of rows.entries()) {
    try {
      if (row.persona !== undefined) assert.equal(row.persona, world.signedInAs, 'the row names another persona than the one signed in')
      await check(row, i === 0)
    } catch (error) {
      failures.push(`| ${Object.values(row).join(' | ')} |\n    ${(error as Error).message.split('\n').join('\n    ')}`)
    }
  }
  if (failures.length) assert.fail(`${failures.length} of ${rows.length} rows failed:\n  ${failures.join('\n  ')}`)
}

/** The main region as markup. */
const markup = (page: Page) => page.getByRole('main').evaluate((el) => el.outerHTML)

export interface AddressRow {
  path: string
  heading: string
  shows?: string
  resource?: string
  name?: string
}

/**
 * Each row needs its heading (and, with `shows`, that text once the page's calls are answered); a
 * row with the previous row's heading is checked once the page has settled. Each address, once settled,
 * is checked with axe in both colour schemes (issue 26), unless its main region is one the walk has checked already:
 * the walk fails at its end on any serious or critical violation, naming every address that has one, or on anything
 * the Content-Security-Policy blocked. The scheme alternates: an address is checked in the scheme the page shows, then
 * in the other, and the walk goes on in that one (one switch an address, not two); it ends in the system's scheme.
 */
export async function walkAddresses(world: ConsoleWorld, rows: AddressRow[]) {
  const page = await world.pageToOpen()
  const inaccessible: string[] = []
  let previous: string | undefined
  const checked = new Set<string>()
  /** The scheme the page shows now. */
  let scheme = world.colorScheme
  const named = (path: string, shown: Scheme) => (shown === world.colorScheme ? path : `${path} (${shown})`)
  let admin: ApiSession | undefined
  for (const row of rows) {
    let path = row.path
    if (row.resource) {
      admin ??= await ApiSession.signedIn(world.baseUrl, 'admin')
      const found = await findObject(world, row.resource as ResourceName, row.name ?? '', admin)
      path = path.replace(':id', encodeURIComponent(found.id)).replace(':parent', encodeURIComponent(found.parent ?? ''))
    }
    if (previous === undefined) await page.goto(path)
    else await followWithin(page, path)
    // The same heading as the last page proves nothing until the new route has loaded and rendered.
    if (previous === row.heading) await settled(page)
    previous = row.heading
    // A heading ending in "…" is matched by its beginning (an execution is named by its start time).
    const prefix = row.heading.endsWith('…') ? row.heading.slice(0, -1) : undefined
    const name = prefix === undefined ? row.heading : new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
    const heading = page.getByRole('heading', { level: 1, name, exact: prefix === undefined })
    await expect(heading, `${row.path}: the heading "${row.heading}"`).toBeVisible().catch(async (error: Error) => {
      const shown = await page.getByRole('heading', { level: 1 }).allInnerTexts()
      throw new Error(`${error.message}\nheadings shown: ${JSON.stringify(shown)}`)
    })
    if (row.shows) {
      await settled(page)
      await expect(page.getByText(row.shows, { exact: true }).first(), `${row.path}: "${row.shows}"`).toBeVisible()
    }
    await settled(page)
    // A main region the walk has already checked, in the same shell, gives axe the same answer in each
    // scheme (a gate walk's refusals are one page, "No permission", at every address): it is not checked again.
    const main = await markup(page)
    if (checked.has(main)) continue
    checked.add(main)
    const mainOnly = row !== rows[0]
    const found = await seriousViolations(page, { mainOnly })
    if (found.length) inaccessible.push(`${named(row.path, scheme)}:\n    ${found.join('\n    ')}`)
    // The same page in the other colour scheme (the theme follows the system's as it changes): every
    // route is checked in both themes; on the same markup, by the colour rules alone.
    scheme = scheme === 'dark' ? 'light' : 'dark'
    await page.emulateMedia({ colorScheme: scheme })
    await expectScheme(page, scheme)
    const coloursOnly = mainOnly && (await markup(page)) === main
    const inOther = await seriousViolations(page, { mainOnly, coloursOnly })
    if (inOther.length) inaccessible.push(`${named(row.path, scheme)}:\n    ${inOther.join('\n    ')}`)
  }
  if (scheme !== world.colorScheme) {
    await page.emulateMedia({ colorScheme: world.colorScheme })
    await expectScheme(page, world.colorScheme)
  }
  assert.deepEqual(inaccessible, [], `serious or critical accessibility violations:\n  ${inaccessible.join('\n  ')}`)
  // The walk ran under the console's Content-Security-Policy: nothing was blocked (world.ts records it).
  const blocked = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
  assert.deepEqual(blocked, [], `the Content-Security-Policy blocked: ${blocked.join(', ')}`)
}
