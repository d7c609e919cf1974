import { redirect } from 'react-router-dom'
import type { Profile, PublicSettings } from '@/shared/api/types'
import { readCookie } from '@/shared/lib/cookies'
import { safeNextPath } from '@/shared/lib/safe-path'
import { sessionState } from '@/shared/state/session'
import { storedOrg, storeOrg } from './current-org'
import { fetchOpenSettings, fetchProfile, fetchPublicSettings, HttpStatusError } from './session-calls'
import { allowedViews, isView, orgsForView, type ViewName } from './views'

export const BASE = '/ui'
export const PRE_VIEW_KEY = 'PreView'
const EXPIRE_COOKIE = 'jms_session_expire'

export interface ShellData {
  settings: PublicSettings
  profile: Profile
  views: ViewName[]
  view: ViewName | undefined
}

const consolePath = (url: URL) => url.pathname + url.search
const signInUrl = (next: string) => `/core/auth/login/?next=${encodeURIComponent(next)}`
const logoutUrl = (next: string) => `/core/auth/logout/?next=${encodeURIComponent(next)}`

/**
 * Leaves the console for one of the platform's own pages (outside the /ui basename, so not a router
 * redirect). The loader never settles: the page is unloading.
 */
export function leaveConsole(platformPath: string, delayMs = 0): Promise<never> {
  setTimeout(() => window.location.replace(platformPath), delayMs)
  return new Promise<never>(() => undefined)
}

/** Shell §4: a profile 401/403 sends the user to sign-in after 100 ms. */
const toSignIn = (next: string) => leaveConsole(signInUrl(next), 100)

function defaultView(views: ViewName[]): ViewName {
  const stored = localStorage.getItem(PRE_VIEW_KEY)
  return stored && isView(stored) && views.includes(stored) ? stored : views[0]
}

/**
 * The start-up guard, in the order of shell §4: app init; open public settings; session check;
 * public settings; view permission; profile and organisations; routes; first-login redirect.
 */
export async function startupGuard(request: Request): Promise<ShellData | Response> {
  const url = new URL(request.url)
  const here = consolePath(url)
  const inner = url.pathname.slice(BASE.length) || '/'
  const segment = inner.split('/')[1] ?? ''

  await fetchOpenSettings()
  if (!readCookie(EXPIRE_COOKIE)) return leaveConsole(logoutUrl(here))

  let settings: PublicSettings
  let profile: Profile
  try {
    settings = await fetchPublicSettings()
    profile = await fetchProfile()
  } catch (error) {
    if (error instanceof HttpStatusError && (error.status === 401 || error.status === 403)) return toSignIn(here)
    throw error
  }

  const views = allowedViews(profile, settings)
  const requested = isView(segment) ? segment : undefined
  if (requested && !views.includes(requested)) return redirect(`/${defaultView(views)}/`)
  if (inner === '/') return redirect(`/${defaultView(views)}/`)
  if (requested) localStorage.setItem(PRE_VIEW_KEY, requested)

  // Organisation: keep the stored one if the view allows it, else switch to a permitted one.
  const candidates = orgsForView(profile, requested)
  const stored = storedOrg(profile.username)
  const fallback = candidates?.find((o) => o.is_default) ?? candidates?.[0] ?? profile.workbench_orgs[0]
  const chosen = candidates && stored && candidates.some((o) => o.id === stored.id) ? stored : (stored && !candidates ? stored : fallback)
  if (chosen) {
    const changed = readCookie('X-JMS-ORG') !== chosen.id
    storeOrg(profile.username, chosen)
    if (changed) profile = await fetchProfile(chosen.id)
  }

  if (profile.is_first_login && inner !== '/profile/improvement') {
    return redirect(`/profile/improvement?next=${encodeURIComponent(safeNextPath(here, `${BASE}/`))}`)
  }

  sessionState.publicSettings = settings
  sessionState.profile = profile
  sessionState.initialised = true
  return { settings, profile, views, view: requested }
}
