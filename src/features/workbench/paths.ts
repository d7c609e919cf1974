// Where the workbench quick links lead (domain §2 workbench and tickets; shell §2 external links),
// read from the route table (STYLE 4).
import { pathOf } from '@/shared/access/route-table'

export const workbenchPaths = {
  myAssets: () => pathOf('MyAssets'),
  myApps: () => pathOf('MyApps'),
  tickets: () => pathOf('MyTicketList'),
  /** External: opened, never routed. */
  webTerminal: () => pathOf('WebTerminal'),
  /**
   * The web terminal logging in to a granted asset or application at once: luna v2.26.1 reads `login_to`
   * (the object's id), `type` and, for an asset, `system_user` (the login user chosen here).
   */
  webTerminalLogin: (type: 'asset' | 'application', id: string, systemUserId?: string) => {
    const query = new URLSearchParams({ login_to: id, type })
    if (systemUserId) query.set('system_user', systemUserId)
    return `${pathOf('WebTerminal')}?${query.toString()}`
  },
} as const
