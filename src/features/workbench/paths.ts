// Where the workbench quick links lead (domain §2 workbench and tickets; shell §2 external links),
// read from the route table (STYLE 4).
import { pathOf } from '@/shared/access/route-table'

/**
 * What luna opens (its `type`): an asset, or an application by its category (2.26's console opens a
 * database with database_app, a Kubernetes cluster with k8s_app, a remote app with remote_app).
 */
export type LunaType = 'asset' | 'remote_app' | 'database_app' | 'k8s_app'

const LUNA_APP_TYPES: Record<string, LunaType> = { remote_app: 'remote_app', db: 'database_app', cloud: 'k8s_app' }

/** The luna type of a granted application, from its category (remote_app, db, cloud); undefined for another. */
export const lunaAppType = (category: unknown): LunaType | undefined => LUNA_APP_TYPES[String(category)]

export const workbenchPaths = {
  myAssets: () => pathOf('MyAssets'),
  myApps: () => pathOf('MyApps'),
  tickets: () => pathOf('MyTicketList'),
  /** External: opened, never routed. */
  webTerminal: () => pathOf('WebTerminal'),
  /**
   * The web terminal logging in to a granted asset or application at once: luna v2.26.1 reads `login_to`
   * (the object's id), `type` and, for an asset, `system_user` (a login user chosen other than the
   * default). Without `system_user` luna logs in as the highest-priority user, the default, itself; with it,
   * luna 2.25–2.28's connect.component.ts keeps none (its filter `s => { s.id = systemUserId; }` returns
   * nothing) and says "没有系统用户": so the default is never named, and another choice needs a luna with
   * that line fixed (README, deploying).
   */
  webTerminalLogin: (type: LunaType, id: string, systemUserId?: string) => {
    const query = new URLSearchParams({ login_to: id, type })
    if (systemUserId) query.set('system_user', systemUserId)
    return `${pathOf('WebTerminal')}?${query.toString()}`
  },
} as const
