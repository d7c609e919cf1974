import { safeNext } from '@contracts/safe-next'
import { api, PROFILE_URL } from '@/shared/api/client'
import { SESSION_EXPIRE_COOKIE } from '@/shared/api/cookies'
import { errorStatus } from '@/shared/errors/catalogue'
import { PROFILE_FAILURE_REDIRECT_MS, SESSION_COOKIE_EXPIRY_MS, SESSION_COOKIE_REFRESH_MS } from '@/shared/constants'
import { readCookie, writeCookie } from '@/shared/lib/cookies'
import { clearAllDrafts } from '@/shared/state/drafts'

// Session rules of shell §4 and §7. Sign-in and logout are the platform's pages (outside /ui).
export const BASE = '/ui'

const here = () => safeNext(window.location.pathname + window.location.search)
export const signInUrl = (next: string) => `/core/auth/login/?next=${encodeURIComponent(safeNext(next))}`
export const logoutUrl = (next: string) => `/core/auth/logout/?next=${encodeURIComponent(safeNext(next))}`

/**
 * Leaves the console for one of the platform's own pages (not a router redirect: it is outside the
 * /ui basename). The promise never settles: the page is unloading.
 */
export function leaveConsole(platformPath: string, delayMs = 0): Promise<never> {
  setTimeout(() => window.location.replace(platformPath), delayMs)
  return new Promise<never>(() => undefined)
}

/** Shell §4: a profile 401/403 sends the user to sign-in after 100 ms. */
export const toSignIn = (next = here()) => leaveConsole(signInUrl(next), PROFILE_FAILURE_REDIRECT_MS)

/** Shell §7: the logout call of the console's own store; the platform may not answer it. */
export const VUE_LOGOUT_URL = '/vue-admin-template/user/logout'
const VUE_LOGOUT_WAIT_MS = 1000

/**
 * Shell §7, §2: logout first POSTs /vue-admin-template/user/logout (silently: whatever it answers, or
 * if it does not answer within a second, the user is still logged out), then navigates the browser to
 * /core/auth/logout/?next={current path}.
 */
export async function logout() {
  // Nothing typed in this tab survives the user's own logout (issue 22).
  clearAllDrafts()
  const call = api.post(VUE_LOGOUT_URL, undefined, { silent: true }).catch(() => undefined)
  await Promise.race([call, new Promise((done) => setTimeout(done, VUE_LOGOUT_WAIT_MS))])
  window.location.assign(logoutUrl(here()))
}

export const hasSessionMark = () => Boolean(readCookie(SESSION_EXPIRE_COOKIE))

/** Shell §4: in expire mode `close` the cookie is rewritten every 10 s with a 2-minute lifetime. */
export function keepSessionCookie(): () => void {
  const timer = setInterval(() => {
    if (readCookie(SESSION_EXPIRE_COOKIE) === 'close') writeCookie(SESSION_EXPIRE_COOKIE, 'close', SESSION_COOKIE_EXPIRY_MS / 1000)
  }, SESSION_COOKIE_REFRESH_MS)
  return () => clearInterval(timer)
}

/**
 * The check the client's 30 s timer runs (shell §7; its behaviour is "not shown"): without the
 * session mark the user is logged out; a profile answering 401/403 sends them to sign-in.
 */
export async function checkSession() {
  if (!hasSessionMark()) return void leaveConsole(logoutUrl(here()))
  try {
    await api.get(PROFILE_URL, { silent: true })
  } catch (error) {
    const status = errorStatus(error)
    if (status === 401 || status === 403) void toSignIn()
  }
}
