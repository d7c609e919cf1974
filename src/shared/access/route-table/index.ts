// The route table of domain §2, as data: path, name, permission, licence, setting, hidden, view and,
// for resource pages, the link to the resource. The router, the sidebar, the view switcher, the
// guard and the feature pages all read this one table (STYLE 5); links are built from it (STYLE 4).
// Pages are bound by the app (src/app/page-registry.ts), never here.
import { flattenRoutes } from '../route-meta'
import { consoleRoutes } from './console'
import type { ConsoleRoute } from './entries'
import { auditRoutes, profileRoutes, settingsRoutes, ticketsRoutes, topLevelRoutes, workbenchRoutes } from './other-views'

export type { ConsoleRoute, ResourceLink } from './entries'

/** Views in switcher order (shell §2). */
export const viewTables: ConsoleRoute[] = [consoleRoutes, auditRoutes, workbenchRoutes, ticketsRoutes, settingsRoutes]

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`)

/** Resource links get their list path made absolute, under the app that holds them. */
function absolute(route: ConsoleRoute, base: string): ConsoleRoute {
  const fullPath = join(base, route.path)
  const resource = route.resource && { ...route.resource, listPath: join(base, route.resource.listPath) }
  const children = route.children?.map((c) => absolute(c, fullPath))
  return { ...route, ...(resource ? { resource } : {}), ...(children ? { children } : {}) }
}

/** Views, then the profile pages and the top-level ones. */
export const routeTable: ConsoleRoute[] = [...viewTables, profileRoutes, ...topLevelRoutes].map((r) => absolute(r, '/'))

export type FlatRoute = ConsoleRoute & { fullPath: string; view: string }

/** Every route with its full path and the view (or first segment) it belongs to. */
export const flatRoutes: FlatRoute[] = flattenRoutes(routeTable).map((r) => ({
  ...(r as ConsoleRoute & { fullPath: string }),
  view: r.fullPath.split('/')[1] ?? '',
}))

const byName = new Map(flatRoutes.filter((r) => r.name).map((r) => [r.name!, r]))

export const routeByName = (name: string): FlatRoute | undefined => byName.get(name)

/** Path of a named route, with its :params filled (STYLE 4: links use builders). */
export function pathOf(name: string, params: Record<string, string> = {}): string {
  const route = routeByName(name)
  if (!route) throw new Error(`unknown route ${name}`)
  return route.fullPath.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))
}

/** The permissions a named route needs (the route's own meta): for links that must not dangle. */
export const permissionsOf = (name: string): string[] => routeByName(name)?.meta?.permissions ?? []

export const viewTable = (view: string | undefined) => routeTable.find((r) => r.path === `/${view}`)

/** What the router hands the shell and the pages for a matched table route (shell §2). */
export interface RouteHandle {
  route: ConsoleRoute
  /** The entries from the view down to this route, for their gates and meta (shell §2). */
  chain: ConsoleRoute[]
  fullPath: string
}
