// Where the dashboard cards lead, and what each link needs: both read from the route table (domain §2;
// STYLE 4), so a card never links to a page its reader may not open.
import { pathOf, permissionsOf } from '@/shared/access/route-table'

const linked = { users: 'UserList', assets: 'AssetList', sessions: 'SessionList', loginLog: 'LoginLogList' } as const

export const dashboardPaths = {
  users: () => pathOf(linked.users),
  assets: () => pathOf(linked.assets),
  sessions: () => pathOf(linked.sessions),
  loginLog: () => pathOf(linked.loginLog),
} as const

/** What each link needs: the permissions of its route. */
export const dashboardLinkPerms = Object.fromEntries(
  Object.entries(linked).map(([key, name]) => [key, permissionsOf(name)]),
) as Record<keyof typeof linked, string[]>
