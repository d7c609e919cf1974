import { actionPerm, type RouteAction } from '../permissions'
import { actionFromPath, type RouteEntry, type RouteMeta } from '../route-meta'

/** The permission model of a resource, `app` + `model`: users.user → users.view_user … */
export interface Model {
  app: string
  model: string
}

/**
 * A resource route's link to its definition (src/features/<feature>/resources/<base>.ts): the list
 * route's name is the table key (tableConfig, drafts), the model gives the shell §6 abilities.
 */
export interface ResourceLink {
  /** 'UserList': the table key, and the name the other pages swap their suffix from (shell §2). */
  listName: string
  /** Full path of the list (even when the resource has no list page, e.g. gateways). */
  listPath: string
  /** null for resources whose permissions are not one model's (roles: org or system). */
  model: Model | null
}

/** A route of the console (domain §2): data only; the app binds the pages. */
export interface ConsoleRoute extends RouteEntry {
  children?: ConsoleRoute[]
  /** Set on the pages of a resource (list, create, detail, update). */
  resource?: ResourceLink
}

export type CrudPage = 'list' | 'create' | 'detail' | 'update'

const perm = (m: Model, action: RouteAction) => actionPerm(m.app, action, m.model)

/**
 * The four pages of a resource (domain §2: "list; create; {id}; {id}/update"); `pages` picks a subset.
 * The list carries the menu entry; the others are hidden. Permissions follow the action (shell §6).
 * `path` is relative to the app; the full list path is filled in when the table is flattened.
 */
export function resource(
  path: string,
  listName: string,
  model: Model | string[],
  meta: RouteMeta = {},
  pages: CrudPage[] = ['list', 'create', 'detail', 'update'],
): ConsoleRoute[] {
  const base = listName.replace(/List$/, '')
  const permsFor = (action: RouteAction) => (Array.isArray(model) ? model : [perm(model, action)])
  const link: ResourceLink = { listName, listPath: path, model: Array.isArray(model) ? null : model }
  const page = (sub: string, suffix: string, hidden: boolean): ConsoleRoute => {
    const full = sub ? `${path}/${sub}` : path
    const action = actionFromPath(full)
    return {
      path: full,
      name: `${base}${suffix}`,
      resource: link,
      meta: { ...meta, title: meta.title, permissions: meta.permissions ?? permsFor(action), action, hidden: hidden || meta.hidden },
    }
  }
  const out: ConsoleRoute[] = []
  if (pages.includes('list')) out.push(page('', 'List', false))
  if (pages.includes('create')) out.push(page('create', 'Create', true))
  if (pages.includes('detail')) out.push(page(':id', 'Detail', true))
  if (pages.includes('update')) out.push(page(':id/update', 'Update', true))
  return out
}

/** One page (not a resource): a menu entry unless hidden. */
export const page = (path: string, name: string, title: string, meta: RouteMeta = {}): ConsoleRoute => ({
  path,
  name,
  meta: { permissions: [], ...meta, title },
})

/** An external link in a menu (/luna/, /core/flower/…): opened, never routed. */
export const external = (href: string, name: string, title: string, permissions: string[]): ConsoleRoute => ({
  path: href,
  name,
  external: href,
  meta: { title, permissions },
})

/** Level 2 (app): a menu group; its path redirects to its first child. */
export const app = (path: string, name: string, title: string, children: ConsoleRoute[], meta: RouteMeta = {}): ConsoleRoute => ({
  path,
  name,
  meta: { permissions: [], ...meta, title },
  children,
})
