import type { ComponentType } from 'react'
import { actionPerm, type RouteAction } from '@/shared/access/permissions'
import { actionFromPath, type RouteEntry, type RouteMeta } from '@/shared/access/route-meta'

/** A page module loaded on demand (one lazy chunk per page). */
export type LazyPage = () => Promise<{ default: ComponentType }>

/** A route of the console: a shared RouteEntry (domain §2) plus the page, when one is built. */
export interface ConsoleRoute extends RouteEntry {
  page?: LazyPage
  children?: ConsoleRoute[]
}

/**
 * What a feature's routes.ts exports: pages bound by route name to the entries of the table
 * (src/features/<feature>/routes.ts: `export const routes = [{ name: 'UserList', page: () => import('./x') }]`).
 */
export interface PageBinding {
  name: string
  page: LazyPage
}

/** The permission model of a resource, `app` + `model`: users.user → users.view_user … */
export interface Model {
  app: string
  model: string
}

const perm = (m: Model, action: RouteAction) => actionPerm(m.app, action, m.model)

/**
 * The four pages of a resource (domain §2: "list; create; {id}; {id}/update"); `pages` picks a subset.
 * The list carries the menu entry; the others are hidden. Permissions follow the action (shell §6).
 */
export function resource(
  path: string,
  listName: string,
  model: Model | string[],
  meta: RouteMeta = {},
  pages: Array<'list' | 'create' | 'detail' | 'update'> = ['list', 'create', 'detail', 'update'],
): ConsoleRoute[] {
  const base = listName.replace(/List$/, '')
  const permsFor = (action: RouteAction) => (Array.isArray(model) ? model : [perm(model, action)])
  const page = (sub: string, suffix: string, hidden: boolean): ConsoleRoute => {
    const full = sub ? `${path}/${sub}` : path
    const action = actionFromPath(full)
    return { path: full, name: `${base}${suffix}`, meta: { ...meta, title: meta.title, permissions: meta.permissions ?? permsFor(action), action, hidden: hidden || meta.hidden } }
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
