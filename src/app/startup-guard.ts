import { redirect } from 'react-router'
import { safeNext } from '@contracts/safe-next'
import { api, PROFILE_URL } from '@/shared/api/client'
import type { OpenPublicSettings, OrgRef, Profile, PublicSettings } from '@/shared/api/types'
import { errorStatus, messageForError } from '@/shared/errors/catalogue'
import { DEFAULT_ORG_ID, ERROR_TOAST_MS } from '@/shared/constants'
import { i18next, startWords } from '@/shared/i18n'
import { notify } from '@/generic/common/toast-host'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'
import { orgCookie, storedOrg, storeOrg } from '@/shared/state/current-org'
import { BASE, hasSessionMark, leaveConsole, logoutUrl, toSignIn } from '@/shared/api/session'
import { allowedViews, CHECKED_VIEWS, isView, orgsForView, PRE_VIEW_KEY, type ShellData, type ViewName } from '@/shared/access/views'
import { claimDrafts } from '@/shared/state/drafts'

export { BASE } from '@/shared/api/session'

const silent = { silent: true }
const PUBLIC_URL = '/api/v1/settings/public/'
const isAuthFailure = (error: unknown) => [401, 403].includes(errorStatus(error) ?? 0)

/** The stored view if still allowed, else the first allowed one (shell §2). */
export function defaultView(views: ViewName[]): ViewName {
  const stored = localStorage.getItem(PRE_VIEW_KEY)
  return stored && isView(stored) && views.includes(stored) ? stored : views[0]
}

/** Shell §4: no current org or no permission in it → a permitted one (Default first). */
function chooseOrg(profile: Profile, settings: PublicSettings, view: string | undefined): OrgRef | undefined {
  if (!settings.XPACK_ENABLED) return { id: DEFAULT_ORG_ID, name: 'Default', is_default: true, is_root: false }
  const stored = storedOrg(profile.username)
  const candidates = orgsForView(profile, view) ?? [...profile.workbench_orgs, ...profile.console_orgs, ...profile.audit_orgs]
  const permitted = stored && candidates.find((o) => o.id === stored.id)
  return permitted || candidates.find((o) => o.is_default) || candidates[0]
}

/** A profile the routes cannot be generated from: no message of its own, so the toast says 'Has Error'. */
class UnusableProfile extends Error {}

const ORG_LISTS = ['console_orgs', 'workbench_orgs', 'audit_orgs'] as const

/** The profile as the routes are generated from it (shell §3): its permissions and each view's orgs, as lists. */
function usableProfile(wire: unknown): Profile {
  const profile = wire as Partial<Profile> | null
  if (!profile || typeof profile.username !== 'string' || !Array.isArray(profile.perms) || ORG_LISTS.some((k) => !Array.isArray(profile[k]))) {
    throw new UnusableProfile()
  }
  return profile as Profile
}

/**
 * Shell §8: "Route generation error: toast with the message or 'Has Error'". A failed call's message
 * is the catalogue's (the server's own words, or the named message of its status); any other failure's
 * is its own message, and one without a message says 'Has Error'.
 */
async function reportRouteError(error: unknown) {
  // The words are the errors namespace's: a first load fetches them beside this guard's calls.
  await startWords()
  const notice = errorStatus(error) === null ? undefined : messageForError(error)
  const text =
    notice?.kind === 'toast'
      ? (notice.text ?? i18next.t(`errors:${notice.message}`))
      : (error instanceof Error && error.message) || i18next.t('errors:routeError')
  notify({ intent: 'error', text, timeoutMs: ERROR_TOAST_MS })
}

/** A call whose failure is read later, if at all: not an unhandled rejection meanwhile. */
function later<T>(call: Promise<T>): Promise<T> {
  call.catch(() => undefined)
  return call
}

interface StartupCalls {
  /** The organisation the profile is read in, named (the current one, else the cookie's, else the server's default). */
  readIn: string
  open: Promise<OpenPublicSettings>
  early?: { settings: Promise<PublicSettings>; profile: Promise<Profile> }
}

function askStartupCalls(): StartupCalls {
  // The profile's permissions are those of the organisation it is read in (shell §4).
  const readIn = orgState.current?.id ?? orgCookie() ?? DEFAULT_ORG_ID
  const open = later(api.get<OpenPublicSettings>('/api/v1/settings/public/open/', silent))
  const early = hasSessionMark()
    ? { settings: later(api.get<PublicSettings>(PUBLIC_URL, silent)), profile: later(api.get<Profile>(PROFILE_URL, { ...silent, org: readIn })) }
    : undefined
  return { readIn, open, early }
}

/** The calls sent before the router was made, for the guard's first run. */
let sent: StartupCalls | undefined

/**
 * Sends the start-up guard's calls at once, for its first run to read (issue 24): making the router
 * (matching the address against every route) took 20–40 ms of a first load before its loader asked them.
 */
export function sendStartupCalls() {
  sent = askStartupCalls()
}

/**
 * The start-up guard, in the order of shell §4: app init; open public settings; session check;
 * public settings; view permission; profile and organisations; routes; first-login redirect.
 * Any other failure throws to the error page (with a retry), never a hang.
 *
 * The order is the order the answers are used in. With the session mark there from the start, the
 * public settings and the profile are asked together with the open settings (one round trip instead
 * of three, before the page's code takes the browser's connections, issue 24) and still read after
 * them, each step on the one before; without it only the open settings are asked.
 */
export async function startupGuard(request: Request): Promise<ShellData | Response> {
  const url = new URL(request.url)
  const here = url.pathname + url.search

  sessionState.initialised = false
  const { readIn, open: openCall, early } = sent ?? askStartupCalls()
  sent = undefined
  const open = await openCall
  sessionState.publicSettings = { ...(sessionState.publicSettings ?? {}), ...open } as PublicSettings
  if (!hasSessionMark()) return leaveConsole(logoutUrl(here))

  let settings: PublicSettings
  try {
    settings = await (early?.settings ?? api.get<PublicSettings>(PUBLIC_URL, silent))
    sessionState.publicSettings = settings
  } catch (error) {
    if (isAuthFailure(error)) return toSignIn(here)
    throw error
  }
  try {
    const profile = early?.profile ?? api.get<Profile>(PROFILE_URL, { ...silent, org: readIn })
    return await generateRoutes(url, settings, profile, readIn)
  } catch (error) {
    if (isAuthFailure(error)) return toSignIn(here)
    await reportRouteError(error)
    throw error
  }
}

/**
 * Shell §4 from the profile on: view permission, profile and organisations, the routes a user may
 * open (the shell data every route gate reads), first-login redirect.
 */
async function generateRoutes(url: URL, settings: PublicSettings, profileCall: Promise<Profile>, readIn: string): Promise<ShellData | Response> {
  const here = url.pathname + url.search
  const inner = url.pathname.slice(BASE.length) || '/'
  const segment = inner.split('/')[1] ?? ''
  let profile = usableProfile(await profileCall)

  // View permission (shell §2, §4): lacking it resets and redirects to an allowed view.
  const views = allowedViews(profile, settings)
  const requested = isView(segment) ? segment : undefined
  // Shell §2: /login is a sign-in path; someone already signed in goes on to next (a console page) or home.
  if (inner === '/login') {
    const next = safeNext(url.searchParams.get('next'))
    const consolePage = next.startsWith(`${BASE}/`) && next !== `${BASE}/` && !next.startsWith(`${BASE}/login`)
    return redirect(consolePage ? next.slice(BASE.length) : `/${defaultView(views)}/`)
  }
  if (inner === '/' || (requested && CHECKED_VIEWS.includes(requested) && !views.includes(requested))) {
    return redirect(`/${defaultView(views)}/`)
  }
  if (requested && views.includes(requested)) localStorage.setItem(PRE_VIEW_KEY, requested)

  // Organisations (shell §4): the profile's perms are those of the org it was read in.
  const org = chooseOrg(profile, settings, requested)
  if (org) {
    storeOrg(profile.username, org)
    if (readIn !== org.id) profile = usableProfile(await api.get<Profile>(PROFILE_URL, silent))
  }

  if (profile.is_first_login && inner !== '/profile/improvement') {
    return redirect(`/profile/improvement?next=${encodeURIComponent(safeNext(here))}`)
  }

  sessionState.profile = profile
  // A different user in this tab: the drafts another one left are cleared (issue 22).
  claimDrafts(profile.id)
  sessionState.initialised = true
  return { settings, profile, views, view: isView(segment) ? segment : undefined }
}
