// Issue 24: the data the first page of a load shows, asked as soon as the start-up guard has chosen the
// organisation, beside the page's code, instead of once the page has been drawn. The dashboard asked its
// figures after the shell and the page had been drawn empty (~300 ms after its code had come); asked
// here, they are in the query cache, or on their way, when the page is first drawn. A resource's list
// likewise: its first page of rows and its metadata, asked beside the list's code.
import type { QueryClient } from '@tanstack/react-query'
import type { ConsoleRoute, RouteHandle } from '@/shared/access/route-table'
import { routeVerdict } from '@/shared/access/views'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'
import { boundResource, pagesByRoute, resourceBase, resourcesByBase } from './page-registry'
import type { createRouter } from './router'

type Ask = (client: QueryClient, orgId: string | undefined) => Promise<unknown>

// Fetched with the page's code, not up front: only a load that lands on a dashboard needs it. Silent: a
// failure is the page's to report, when it asks again.
const dashboardFigures = () =>
  import('@/features/dashboard/api/index-figures').then(
    ({ FIRST_TREND_DAYS, getIndexFigures, indexFiguresQueryOptions }): Ask =>
      (client, orgId) =>
        client.prefetchQuery({ ...indexFiguresQueryOptions(orgId, FIRST_TREND_DAYS), queryFn: () => getIndexFigures(FIRST_TREND_DAYS, { silent: true }) }),
  )

/** By the route's page name: how to ask what that page shows first. */
const FIRST_DATA: Partial<Record<string, () => Promise<Ask>>> = {
  AdminDashboard: dashboardFigures,
  AuditDashboard: dashboardFigures,
}

// The page files of a list that ask what the generic list asks (their config is the resource's, with
// actions added). Another page file of a list (the asset list's node, the command list's storage) asks
// its own query, which the start of a load cannot know.
const LIKE_GENERIC_LIST = new Set(['UserList'])

/**
 * A resource's list: its first page and its metadata, asked with the resource's definition (a small
 * file) beside the list's code. The query is the list page's own (list-query.ts): the address's page,
 * order, filters and date range, and the page size this user chose for the table. Its calls are the
 * page's own: a failure is reported once, as the page would, and the page shows it (list-page.tsx).
 */
function resourceList(route: ConsoleRoute): (() => Promise<Ask>) | undefined {
  const base = resourceBase(route)
  const definition = base ? resourcesByBase.get(base) : undefined
  const own = route.name ? pagesByRoute.get(route.name) : undefined
  if (route.meta?.action !== 'list' || !definition || (own && !LIKE_GENERIC_LIST.has(own.name))) return undefined
  return () =>
    Promise.all([boundResource(route, definition), import('@/generic/list/list-query'), import('@/generic/list/search-state'), import('@/generic/common/api')]).then(
      ([config, { listPagination, listQueryFor }, { readSearchState }, { listQueryOptions, metaQueryOptions }]): Ask =>
        (client) => {
          const query = listQueryFor(config, readSearchState(window.location.search), listPagination(config).size, new Date())
          return Promise.all([
            client.prefetchQuery(metaQueryOptions(config.url)),
            client.prefetchQuery(listQueryOptions(config.url, query)),
          ])
        },
    )
}

const firstDataOf = (route: ConsoleRoute | undefined) => (route ? (FIRST_DATA[route.name ?? ''] ?? resourceList(route)) : undefined)

/** What asks the first page's data, and the route it was chosen for. */
export type FirstDataCode = { route: ConsoleRoute | undefined; code: Promise<Ask | undefined> | undefined }

/**
 * Fetches the code that asks the data of the page at the address, from the very start of a load: ahead
 * of the page's own code (some thirty files, which the browser's six connections serve in the order
 * asked), so that it is here when the start-up guard has run.
 */
export function firstDataCode(route: ConsoleRoute | undefined): FirstDataCode {
  return { route, code: firstDataOf(route)?.().catch(() => undefined) }
}

/**
 * Once the router's first navigation is done (the start-up guard has run, redirects followed), asks the
 * data of the page it landed on, if this user may see that page (the gate's own verdict: no call the page
 * would not make), with the code fetched from the start when it is that page's.
 */
export function askFirstData(router: ReturnType<typeof createRouter>, client: QueryClient, early: FirstDataCode) {
  const stop = router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle') return
    stop()
    const handle = state.matches.at(-1)?.route.handle as RouteHandle | undefined
    const load = firstDataOf(handle?.route)
    const { profile, publicSettings, initialised } = sessionState
    if (!handle || !load || state.errors || !initialised || !profile || !publicSettings) return
    if (routeVerdict(handle.chain, profile, publicSettings) !== 'page') return
    const orgId = orgState.current?.id
    void ((handle.route === early.route && early.code) || load())
      .then((ask) => ask?.(client, orgId))
      .catch(() => undefined)
  })
}
