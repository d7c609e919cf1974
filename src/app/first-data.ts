// Issue 24: the data the first page of a load shows, asked as soon as the start-up guard has chosen the
// organisation, beside the page's code, instead of once the page has been drawn. The dashboard asked its
// figures after the shell and the page had been drawn empty (~300 ms after its code had come); asked
// here, they are in the query cache, or on their way, when the page is first drawn.
import type { QueryClient } from '@tanstack/react-query'
import type { RouteHandle } from '@/shared/access/route-table'
import { routeVerdict } from '@/shared/access/views'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'
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

const pageName = (matches: ReturnType<typeof createRouter>['state']['matches']) => (matches.at(-1)?.route.handle as RouteHandle | undefined)?.route.name

/**
 * Once the router's first navigation is done (the start-up guard has run, redirects followed), asks the
 * data of the page it landed on, if this user may see that page (the gate's own verdict: no call the page
 * would not make). The asking code is fetched from the start when the address already names the page.
 */
export function askFirstData(router: ReturnType<typeof createRouter>, client: QueryClient) {
  const first = pageName(router.state.matches)
  const early = first ? FIRST_DATA[first]?.().catch(() => undefined) : undefined
  const stop = router.subscribe((state) => {
    if (!state.initialized || state.navigation.state !== 'idle') return
    stop()
    const handle = state.matches.at(-1)?.route.handle as RouteHandle | undefined
    const load = FIRST_DATA[handle?.route.name ?? '']
    const { profile, publicSettings, initialised } = sessionState
    if (!handle || !load || state.errors || !initialised || !profile || !publicSettings) return
    if (routeVerdict(handle.chain, profile, publicSettings) !== 'page') return
    const orgId = orgState.current?.id
    void ((handle.route.name === first && early) || load())
      .then((ask) => ask?.(client, orgId))
      .catch(() => undefined)
  })
}
