import type { Profile, PublicSettings } from '@/shared/api/types'
import { routeAllowed, type RouteContext, type RouteEntry } from '@/shared/access/route-meta'
import { ROOT_ORG_ID } from '@/shared/constants'
import { viewTable } from './route-table'

// Views of shell §2: the first path segment selects one.
export const VIEWS = ['console', 'audit', 'workbench', 'tickets', 'settings'] as const
export type ViewName = (typeof VIEWS)[number]

/** Only these (and the empty root) are checked for access by the guard (shell §2). */
export const CHECKED_VIEWS: readonly ViewName[] = ['console', 'audit', 'workbench', 'tickets']

/** Local storage key of the last chosen view (shell §2). */
export const PRE_VIEW_KEY = 'PreView'

/** What the start-up guard hands the shell (shell §4): settings, profile and the views allowed. */
export interface ShellData {
  settings: PublicSettings
  profile: Profile
  views: ViewName[]
  view: ViewName | undefined
}

export const isView = (segment: string): segment is ViewName => (VIEWS as readonly string[]).includes(segment)

export const licenceValid = (settings: PublicSettings) => settings.XPACK_ENABLED === true && settings.XPACK_LICENSE_IS_VALID === true

export function routeContext(profile: Profile, settings: PublicSettings): RouteContext {
  return { perms: profile.perms, licenseValid: licenceValid(settings), settings: settings as RouteContext['settings'] }
}

/**
 * What a route's gate shows this user (shell §2, §6), from the view down to the route: a route needing a
 * licence or a setting that is off does not exist for them (404, as a dropped route); a missing
 * permission is refused (403); otherwise the page.
 */
export function routeVerdict(chain: readonly RouteEntry[], profile: Profile, settings: PublicSettings): 'page' | 'notFound' | 'forbidden' {
  const ctx = routeContext(profile, settings)
  if (chain.some((r) => (r.meta?.licenseRequired && !ctx.licenseValid) || (r.meta?.setting && !ctx.settings[r.meta.setting]))) return 'notFound'
  return chain.every((r) => routeAllowed(r, ctx)) ? 'page' : 'forbidden'
}

/**
 * Which views a user may open (shell §2, §6): console with console orgs, audit with audit orgs,
 * workbench always, tickets and settings by the meta of their table entry (permission, licence, setting).
 */
export function allowedViews(profile: Profile, settings: PublicSettings): ViewName[] {
  const ctx = routeContext(profile, settings)
  return VIEWS.filter((view) => {
    if (view === 'console') return profile.console_orgs.length > 0
    if (view === 'audit') return profile.audit_orgs.length > 0
    if (view === 'workbench') return true
    const entry = viewTable(view)
    return entry ? routeAllowed(entry, ctx) : false
  })
}

/** The orgs a view works in; the workbench list omits the root org (shell §3). */
export function orgsForView(profile: Profile, view: string | undefined) {
  if (view === 'console') return profile.console_orgs
  if (view === 'audit') return profile.audit_orgs
  if (view === 'workbench') return profile.workbench_orgs.filter((o) => o.id !== ROOT_ORG_ID)
  return undefined
}
