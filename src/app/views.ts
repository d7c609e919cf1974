import { matchPermissionsLoose } from '@/app/permission-check'
import type { Profile, PublicSettings } from '@/shared/api/types'

// Views of shell §2: the first path segment selects one.
export const VIEWS = ['console', 'audit', 'workbench', 'tickets', 'settings'] as const
export type ViewName = (typeof VIEWS)[number]

export const isView = (segment: string): segment is ViewName => (VIEWS as readonly string[]).includes(segment)

/** Which views a user may open (shell §2 view switcher, §6 shell checks). */
export function allowedViews(profile: Profile, settings: PublicSettings): ViewName[] {
  const perms = new Set(profile.perms)
  const views: ViewName[] = []
  if (profile.console_orgs.length > 0) views.push('console')
  if (profile.audit_orgs.length > 0) views.push('audit')
  views.push('workbench')
  if (matchPermissionsLoose(['tickets.view_ticket'], perms) && settings.TICKETS_ENABLED && settings.XPACK_LICENSE_IS_VALID) {
    views.push('tickets')
  }
  if (matchPermissionsLoose(['settings.view_setting'], perms)) views.push('settings')
  return views
}

/** The orgs a view works in; tickets, settings and profile keep whatever org is current. */
export function orgsForView(profile: Profile, view: ViewName | undefined) {
  if (view === 'console') return profile.console_orgs
  if (view === 'audit') return profile.audit_orgs
  if (view === 'workbench') return profile.workbench_orgs
  return undefined
}
