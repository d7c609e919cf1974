import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react'
import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import type { RouteHandle } from '@/shared/access/route-table'
import type { ShellData } from '@/shared/access/views'
import { licenceValid, routeContext } from '@/shared/access/views'
import { matchPermissions } from '@/shared/access/permissions'

/**
 * What the shell reads from the router, handed down in contexts of their own: the router's hooks
 * re-render every reader on any change of the address, and a list's page or search change (a new
 * query on the same path) is then the list's, not the shell's (issue 24). The start-up guard's data
 * changes only when it runs again; the path and the page's route only on another page.
 */
const ShellDataContext = createContext<ShellData | null>(null)
const PlaceContext = createContext<{ pathname: string; route?: RouteHandle } | null>(null)

export function ShellProvider({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as ShellData
  const { pathname } = useLocation()
  const route = useMatches()
    .map((m) => m.handle as RouteHandle | undefined)
    .find((h) => h?.route)
  const place = useMemo(() => ({ pathname, route }), [pathname, route])
  return createElement(ShellDataContext.Provider, { value: data }, createElement(PlaceContext.Provider, { value: place }, children))
}

function usePlace() {
  const place = useContext(PlaceContext)
  if (!place) throw new Error('a shell component outside ShellProvider')
  return place
}

/** What the start-up guard loaded, plus the checks the shell makes with it (shell §6). */
export function useShell() {
  const data = useContext(ShellDataContext)
  if (!data) throw new Error('a shell component outside ShellProvider')
  const licensed = licenceValid(data.settings)
  const can = (...required: string[]) => matchPermissions(required, data.profile.perms)
  return { ...data, licensed, can, ctx: routeContext(data.profile, data.settings) }
}

/** The matched table route, when the page is one (shell §2). */
export function useCurrentRoute(): RouteHandle | undefined {
  return usePlace().route
}

/** The console's path (under its base), without the query: what the shell's menus and tags follow. */
export function usePathname(): string {
  return usePlace().pathname
}
