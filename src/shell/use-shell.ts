import { useMatches, useRouteLoaderData } from 'react-router'
import type { RouteHandle } from '@/shared/access/route-table'
import type { ShellData } from '@/shared/access/views'
import { licenceValid, routeContext } from '@/shared/access/views'
import { matchPermissions } from '@/shared/access/permissions'

/** What the start-up guard loaded, plus the checks the shell makes with it (shell §6). */
export function useShell() {
  const data = useRouteLoaderData('root') as ShellData
  const licensed = licenceValid(data.settings)
  const can = (...required: string[]) => matchPermissions(required, data.profile.perms)
  return { ...data, licensed, can, ctx: routeContext(data.profile, data.settings) }
}

/** The matched table route, when the page is one (shell §2). */
export function useCurrentRoute(): RouteHandle | undefined {
  const matches = useMatches()
  return matches.map((m) => m.handle as RouteHandle | undefined).find((h) => h?.route)
}
