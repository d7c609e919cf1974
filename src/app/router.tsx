import { createBrowserRouter, matchPath, Navigate, useLocation, useParams, type RouteObject } from 'react-router'
import { Layout } from '@/shell/layout'
import { NotFoundPage, ForbiddenPage, StartupErrorPage, StartupLoading } from '@/shell/error-pages'
import { RedirectPage } from '@/shell/redirect-page'
import { routeTable, type ConsoleRoute, type RouteHandle } from '@/shared/access/route-table'
import { pageFor, type RoutePage } from './page-registry'
import { RouteGate } from './route-gate'
import { BASE, startupGuard } from './startup-guard'

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`)
const firstPage = (route: ConsoleRoute) => route.redirect ?? route.children?.find((c) => !c.external && !c.meta?.hidden)?.path

/** Domain §2: the old /terminal/sessions/{id} goes to SessionDetail keeping params and query. */
function OldSessionPath() {
  const { id } = useParams()
  const { search } = useLocation()
  return <Navigate to={`/audit/sessions/sessions/${encodeURIComponent(id ?? '')}${search}`} replace />
}

/** Each page route's page, by its handle; each page route's handle by its path (static paths first). */
const pages = new WeakMap<RouteHandle, RoutePage>()
const handlesByPath = new Map<string, RouteHandle>()

/** Flattens the table into router entries: one per page, a redirect per view and app (domain §2). */
function toRouteObjects(route: ConsoleRoute, base: string, chain: ConsoleRoute[]): RouteObject[] {
  if (route.external) return []
  const fullPath = join(base, route.path)
  const nextChain = [...chain, route]
  const path = fullPath.slice(1)
  if (route.children?.length) {
    const target = firstPage(route)
    const own: RouteObject[] = target ? [{ path, element: <Navigate to={join(fullPath, target)} replace /> }] : []
    return [...own, ...route.children.flatMap((child) => toRouteObjects(child, fullPath, nextChain))]
  }
  const handle: RouteHandle = { route, chain: nextChain, fullPath }
  const page = pageFor(route)
  if (page) {
    pages.set(handle, page)
    handlesByPath.set(fullPath, handle)
  }
  // A page's code is fetched while the start-up guard's calls are on their way (a route's loader runs
  // beside its parent's), not after them; the loader waits for nothing.
  const loader = page ? () => (void page.preload().catch(() => undefined), null) : undefined
  // Nothing to load again: a new query or id on the same page (a list's page, search or filter) then
  // completes its navigation at once, in one render, instead of passing through a loading state.
  const shouldRevalidate = () => false
  return [{ path, handle, loader, shouldRevalidate, element: <RouteGate key={fullPath} handle={handle} page={page} /> }]
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: ({ request }) => startupGuard(request),
    // The guard runs again when the view changes (shell §4: the app init flag resets on a view switch),
    // and when a page asks for it in place (saved settings, an imported licence: useRevalidator).
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.href === nextUrl.href ? defaultShouldRevalidate : currentUrl.pathname.split('/')[2] !== nextUrl.pathname.split('/')[2],
    errorElement: <StartupErrorPage />,
    hydrateFallbackElement: <StartupLoading />,
    element: <Layout />,
    children: [
      ...routeTable.flatMap((r) => toRouteObjects(r, '/', [])),
      { path: 'terminal/sessions/:id', element: <OldSessionPath /> },
      { path: 'redirect/*', element: <RedirectPage /> },
      { path: '403', element: <ForbiddenPage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes, { basename: BASE })

/**
 * Starts fetching the code of the page at `pathname` (the address inside the console) before the router
 * is made: making it (matching the address against every route) took 20–45 ms of each load, and the
 * page's code is what the first render waits for longest (issue 24). A static path is looked up as it
 * is; otherwise the first route with parameters that matches. Only a head start: the router's own match
 * decides which page is drawn.
 */
export function startPageCode(pathname: string) {
  const handle = pageRouteAt(pathname)
  const page = handle && pages.get(handle)
  page?.preload().catch(() => undefined)
}

/** The page route at `pathname` (inside the console), before the router is made: a static path as it is, else the first that matches. */
export const pageRouteAt = (pathname: string) =>
  handlesByPath.get(pathname) ?? [...handlesByPath].find(([path]) => path.includes(':') && matchPath(path, pathname))?.[1]

/**
 * The code of the page the console opens on (its loader has started fetching it), resolved whether it
 * came or not: the first render waits for it beside the words, so the first page is drawn with the shell
 * (issue 24). Only the start waits so; a followed link changes the page at once (its code shows a spinner).
 */
export function firstPageCode(router: ReturnType<typeof createRouter>): Promise<unknown> {
  const handle = router.state.matches.at(-1)?.route.handle as RouteHandle | undefined
  const page = handle && pages.get(handle)
  return page ? page.preload().catch(() => undefined) : Promise.resolve()
}
