import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import keys from '../../fixtures/keys/mock-rsa.json'
import { MFA_TEST_CODE } from '../../fixtures/personas'
import { safeNext } from '../../contracts/safe-next'
import { permsIn, resolveOrg, type OrgRef } from './org-access'
import { expireCookie, serializeCookie } from './cookies'
import { userById, userByUsername, usersTable } from '../store/lookups'
import { randomId } from '../store/id-generator'
import { notAuthenticated, permissionDenied } from '../drf/errors'
import { serverDate } from '../drf/dates'
import { signInPage, mfaPage } from './sign-in-pages'
import { mock, type Session } from '../store/live-state'
import { requestLanguage, type Lang } from '../i18n'

// Cookie names with the default prefix (reference §1.11).
export const COOKIE = {
  session: 'jms_sessionid',
  csrf: 'jms_csrftoken',
  expire: 'jms_session_expire',
  publicKey: 'jms_public_key',
  prefix: 'SESSION_COOKIE_NAME_PREFIX',
  language: 'django_language',
} as const

export const SESSION_AGE_SECONDS = 86_400
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Cookies every page load (non-/api response) carries: the encryption key and the prefix. */
export function pageCookies(): string[] {
  return [
    serializeCookie(COOKIE.publicKey, `"${btoa(keys.publicPem)}"`),
    serializeCookie(COOKIE.prefix, 'jms_'),
  ]
}

export type User = NonNullable<ReturnType<ReturnType<typeof mock>['db']['user']['findFirst']>>

export function sessionOf(cookies: Record<string, string>): { session: Session; user: User } | undefined {
  const state = mock()
  const session = state.sessions.get(cookies[COOKIE.session] ?? '')
  if (!session || session.pendingMfa) return undefined
  const user = userById(session.userId)
  if (!user || !user.is_active) return undefined
  return { session, user }
}

export interface AuthedContext<Params extends PathParams = PathParams> {
  request: Request
  params: Params
  cookies: Record<string, string>
  session: Session
  user: User
  org: OrgRef
  perms: Set<string>
  /** The request's language (cookie django_language, else Accept-Language): labels and *_display follow it. */
  lang: Lang
}

/**
 * Wraps a resolver with the server's checks: a session (401), the anti-forgery token on unsafe
 * methods (401, as JumpServer's session authentication reports it, reference §1.1), then the
 * permission in the current org (403). `perm` entries with '|' accept any alternative.
 */
export function authed<Params extends PathParams = PathParams>(
  perm: string | string[] | null,
  resolver: (ctx: AuthedContext<Params>) => Response | Promise<Response>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async ({ request, params, cookies }) => {
    const ctx = authorize<Params>(request, cookies, perm, params as Params)
    return ctx instanceof Response ? ctx : resolver(ctx)
  }
}

/** The checks of `authed` as a function: a context, or the 401/403 answer. */
export function authorize<Params extends PathParams = PathParams>(
  request: Request,
  cookies: Record<string, string>,
  perm: string | string[] | null,
  params: Params = {} as Params,
): AuthedContext<Params> | Response {
  const found = sessionOf(cookies)
  if (!found) return notAuthenticated()
  if (UNSAFE.has(request.method)) {
    const token = request.headers.get('x-csrftoken')
    if (!token || token !== cookies[COOKIE.csrf]) return notAuthenticated()
  }
  const org = resolveOrg(request, cookies)
  const perms = permsIn(found.user.id, org.id)
  if (!hasPerms(perms, perm)) return permissionDenied()
  return { request, params, cookies, ...found, org, perms, lang: requestLanguage(request, cookies) }
}

/** Every entry must be held; an entry with '|' accepts any alternative (shell §6). */
export function hasPerms(perms: Set<string>, perm: string | string[] | null): boolean {
  const required = perm === null ? [] : Array.isArray(perm) ? perm : [perm]
  return required.every((entry) => entry.split('|').some((p) => perms.has(p.trim())))
}

function startSession(userId: string, expireMode: Session['expireMode'], pendingMfa: boolean): Session {
  const session: Session = { id: randomId(), userId, csrfToken: randomId().replace(/-/g, ''), loginAt: Date.now(), expireMode, pendingMfa }
  mock().sessions.set(session.id, session)
  return session
}

function sessionCookies(session: Session): string[] {
  return [
    serializeCookie(COOKIE.session, session.id, { httpOnly: true, maxAge: SESSION_AGE_SECONDS }),
    serializeCookie(COOKIE.csrf, session.csrfToken, { maxAge: SESSION_AGE_SECONDS }),
    serializeCookie(COOKIE.expire, session.expireMode, { maxAge: SESSION_AGE_SECONDS }),
  ]
}

function redirect(location: string, cookies: string[] = []) {
  const headers = new Headers({ Location: location })
  cookies.forEach((c) => headers.append('Set-Cookie', c))
  return new HttpResponse(null, { status: 302, headers })
}

function html(body: string, status = 200, cookies: string[] = []) {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' })
  ;[...pageCookies(), ...cookies].forEach((c) => headers.append('Set-Cookie', c))
  return new HttpResponse(body, { status, headers })
}

const nextOf = (url: URL) => safeNext(url.searchParams.get('next'))

export const authHandlers = [
  http.get('*/core/auth/login/', ({ request }) => {
    const url = new URL(request.url)
    return html(signInPage({ next: nextOf(url), title: mock().settings.INTERFACE.login_title }))
  }),

  http.post('*/core/auth/login/', async ({ request }) => {
    const url = new URL(request.url)
    const form = await request.formData().catch(() => new FormData())
    const username = String(form.get('username') ?? '').trim()
    const password = String(form.get('password') ?? '')
    const next = safeNext(String(form.get('next') ?? '') || url.searchParams.get('next'))
    const user = userByUsername(username)
    if (!user || !user.is_active || user.password !== password) {
      const title = mock().settings.INTERFACE.login_title
      return html(signInPage({ next, title, error: 'The username or password you entered is incorrect', username }), 200)
    }
    const session = startSession(user.id, form.get('auto_login') ? 'age' : 'close', user.otp_bound)
    usersTable().update(user.id, { last_login: serverDate(new Date()) })
    if (user.otp_bound) {
      return redirect(`/core/auth/login/mfa/?next=${encodeURIComponent(next)}`, sessionCookies(session))
    }
    return redirect(next, sessionCookies(session))
  }),

  http.get('*/core/auth/login/mfa/', ({ request, cookies }) => {
    const session = mock().sessions.get(cookies[COOKIE.session] ?? '')
    const next = nextOf(new URL(request.url))
    if (!session?.pendingMfa) return redirect(`/core/auth/login/?next=${encodeURIComponent(next)}`)
    return html(mfaPage({ next }))
  }),

  http.post('*/core/auth/login/mfa/', async ({ request, cookies }) => {
    const session = mock().sessions.get(cookies[COOKIE.session] ?? '')
    const form = await request.formData().catch(() => new FormData())
    const next = safeNext(String(form.get('next') ?? ''))
    if (!session?.pendingMfa) return redirect(`/core/auth/login/?next=${encodeURIComponent(next)}`)
    if (String(form.get('code') ?? '').trim() !== MFA_TEST_CODE) {
      return html(mfaPage({ next, error: 'MFA code invalid, or ntp sync server time' }))
    }
    session.pendingMfa = false
    session.loginAt = Date.now()
    return redirect(next)
  }),

  http.get('*/core/auth/logout/', ({ request, cookies }) => {
    mock().sessions.delete(cookies[COOKIE.session] ?? '')
    const next = new URL(request.url).searchParams.get('next')
    const target = next ? `/core/auth/login/?next=${encodeURIComponent(safeNext(next))}` : '/core/auth/login/'
    return redirect(target, [expireCookie(COOKIE.session), expireCookie(COOKIE.csrf), expireCookie(COOKIE.expire)])
  }),
]
