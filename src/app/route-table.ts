// The route table of domain §2: the shell's entries plus the pages each feature binds by route name.
// The router, the sidebar, the view switcher and the guard all read this one table (STYLE 5).
//
// Composition point: a feature adds `src/features/<feature>/routes.ts` exporting
// `routes: PageBinding[]` (`[{ name: 'UserList', page: () => import('./user-list-page') }]`) and one
// import line below. A route whose page is not bound yet shows the "not available in this build" page.
import { flattenRoutes } from '@/shared/access/route-meta'
import { consoleRoutes } from './routes/console'
import { auditRoutes, profileRoutes, settingsRoutes, ticketsRoutes, topLevelRoutes, workbenchRoutes } from './routes/other-views'
import type { ConsoleRoute, PageBinding } from './routes/types'
import { routes as dashboardRoutes } from '@/features/dashboard/routes'
import { routes as workbenchPages } from '@/features/workbench/routes'
import { routes as userPages } from '@/features/users/routes'
import { routes as auditPages } from '@/features/audits/routes'
import { routes as profilePages } from '@/features/profile/routes'

export type { ConsoleRoute, PageBinding } from './routes/types'

const featurePages: PageBinding[] = [
  ...dashboardRoutes,
  ...workbenchPages,
  ...userPages,
  ...auditPages,
  ...profilePages,
  { name: 'ProfileImprovement', page: () => import('@/shell/profile-improvement-page') },
]

/** Views in switcher order (shell §2), then the profile pages and the top-level ones. */
export const viewTables: ConsoleRoute[] = [consoleRoutes, auditRoutes, workbenchRoutes, ticketsRoutes, settingsRoutes]

function bind(route: ConsoleRoute, pages: Map<string, PageBinding['page']>): ConsoleRoute {
  const page = route.name ? pages.get(route.name) : undefined
  return { ...route, ...(page ? { page } : {}), ...(route.children ? { children: route.children.map((c) => bind(c, pages)) } : {}) }
}

const pages = new Map(featurePages.map((b) => [b.name, b.page]))

export const routeTable: ConsoleRoute[] = [...viewTables, profileRoutes, ...topLevelRoutes].map((r) => bind(r, pages))

export type FlatRoute = ConsoleRoute & { fullPath: string; view: string }

/** Every route with its full path and the view (or first segment) it belongs to. */
export const flatRoutes: FlatRoute[] = flattenRoutes(routeTable).map((r) => ({
  ...(r as ConsoleRoute & { fullPath: string }),
  view: r.fullPath.split('/')[1] ?? '',
}))

export const routeByName = (name: string) => flatRoutes.find((r) => r.name === name)

/** Path of a named route, with its :params filled (STYLE 4: links use builders). */
export function pathOf(name: string, params: Record<string, string> = {}): string {
  const route = routeByName(name)
  if (!route) throw new Error(`unknown route ${name}`)
  return route.fullPath.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))
}

export const viewTable = (view: string | undefined) => routeTable.find((r) => r.path === `/${view}`)
