// Route table entries and the pure rules of shell §2 over them. One declarative object per route
// carries path, name, menu entry and access rule (STYLE 5); the shell turns the table into the router.
import { matchPermissions, type RouteAction } from './permissions'

/** Public settings a route may be gated on (domain §2: "hidden unless setting … is on"). */
export type SettingFlag = 'SECURITY_COMMAND_EXECUTION' | 'AUTH_TEMP_TOKEN' | 'TICKETS_ENABLED' | 'XPACK_ENABLED'

export interface RouteMeta {
  /** Menu title: an i18n key. */
  title?: string
  icon?: string
  /** Entries of `app.action_model`; `|` separates alternatives; [] is open to any signed-in user. */
  permissions?: string[]
  /** (licence) in domain §2: dropped from menus and unreachable without a valid licence. */
  licenseRequired?: boolean
  /** Dropped unless this public setting is on. */
  setting?: SettingFlag
  hidden?: boolean
  /** false hides the organisation selector (shell §2). */
  showOrganization?: boolean
  /** Create pages may open in a new tab (shell §2). */
  newTab?: boolean
  /** A view shown in the view switcher (shell §2). */
  view?: boolean
  /** Tag-bar tab that survives closing (shell §2). */
  affix?: boolean
  /** Explicit action; otherwise derived from the path words. */
  action?: RouteAction
  /** Shown alone, without the shell around it: a page opened in a popup window (the task log, domain §2). */
  bare?: boolean
}

export interface RouteEntry {
  /** Segment relative to the parent, e.g. 'users', 'create', ':id', ':id/update'. */
  path: string
  /** Unique route name, e.g. 'UserList'. */
  name?: string
  redirect?: string
  meta?: RouteMeta
  children?: RouteEntry[]
  /** External link (e.g. /luna/): the menu opens it, the router does not. */
  external?: string
}

export interface RouteContext {
  perms: Iterable<string>
  /** XPACK_LICENSE_IS_VALID */
  licenseValid: boolean
  settings: Partial<Record<SettingFlag, unknown>>
}

/** Action from the path words create, update, delete, :id (shell §2); anything else is list. */
export function actionFromPath(path: string): RouteAction {
  const words = path.split('/').filter(Boolean)
  if (words.includes('create')) return 'create'
  if (words.includes('update')) return 'update'
  if (words.includes('delete')) return 'destroy'
  if (words.some((w) => w.startsWith(':'))) return 'retrieve'
  return 'list'
}

/**
 * The levels of a console path (shell §2: "1 view, 2 app, 3 resource, 4 crud page"): the first
 * segment is the view, the second the app, the third the resource, the rest the page of the resource;
 * `level` is the deepest one the path reaches, `action` the one its words give.
 */
export interface RouteLevels {
  level: 1 | 2 | 3 | 4
  view: string
  app?: string
  resource?: string
  page?: string
  action: RouteAction
}

export function routeLevels(path: string): RouteLevels {
  const [view = '', app, resource, ...rest] = path.split('?')[0].split('/').filter(Boolean)
  const page = rest.length ? rest.join('/') : undefined
  const level = page ? 4 : resource ? 3 : app ? 2 : 1
  return { level, view, ...(app ? { app } : {}), ...(resource ? { resource } : {}), ...(page ? { page } : {}), action: actionFromPath(path) }
}

/** Shell §7: a detail read without a url takes its path from the route, under /api/v1/{app}/{resource}/. */
export function apiUrlOfRoute(path: string): string {
  const { app, resource } = routeLevels(path)
  if (!app || !resource) throw new Error(`no app and resource in the route ${path}`)
  return `/api/v1/${app}/${resource}/`
}

/** Whether the route may be shown and entered in this context (deny by default). */
export function routeAllowed(route: RouteEntry, ctx: RouteContext): boolean {
  const meta = route.meta ?? {}
  if (meta.licenseRequired && !ctx.licenseValid) return false
  if (meta.setting && !ctx.settings[meta.setting]) return false
  return matchPermissions(meta.permissions ?? [], ctx.perms)
}

/**
 * Menu entries: hidden routes, licence-gated ones without a valid licence, setting-gated ones with
 * the setting off and ones the user lacks permission for are dropped (shell §2, §6), with their
 * children. A parent whose children were all dropped is dropped too.
 */
export function menuRoutes(routes: readonly RouteEntry[], ctx: RouteContext): RouteEntry[] {
  const kept: RouteEntry[] = []
  for (const route of routes) {
    if (route.meta?.hidden || !routeAllowed(route, ctx)) continue
    if (!route.children?.length) {
      kept.push(route)
      continue
    }
    const children = menuRoutes(route.children, ctx)
    if (children.length) kept.push({ ...route, children })
  }
  return kept
}

/** The object a create page clones (shell §2, §7: POST url?clone_from={id}). */
const CLONE_FROM = 'clone_from'
export function cloneFromOf(query: URLSearchParams | Record<string, unknown>): string | null {
  const raw = query instanceof URLSearchParams ? query.get(CLONE_FROM) : query[CLONE_FROM]
  return typeof raw === 'string' && raw !== '' ? raw : null
}

/** Whether the organisation selector is shown on a matched route chain (shell §2). */
export function showsOrganization(matched: readonly Pick<RouteEntry, 'meta'>[]): boolean {
  return !matched.some((r) => r.meta?.showOrganization === false)
}

/** Flatten a table into full paths, for the guard and the tests. */
export function flattenRoutes(routes: readonly RouteEntry[], base = ''): Array<RouteEntry & { fullPath: string }> {
  return routes.flatMap((r) => {
    const fullPath = r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`
    return [{ ...r, fullPath }, ...flattenRoutes(r.children ?? [], fullPath)]
  })
}
