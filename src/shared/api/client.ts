// The HTTP client of shell §7: empty base URL, 60 s time-out, no retry; CSRF, org, time-zone and
// language headers (the server answers labels and names in it, reference §1.11); the body by default; errors through the catalogue of shell §8 to a registered notifier.
// No UI imports: the shell registers the toast/dialog and the session check.
import axios, { AxiosHeaders, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios'
import { DEFAULT_ORG_ID, HTTP_TIMEOUT_MS, SESSION_CHECK_TIMER_MS } from '@/shared/constants'
import { messageForError, type ErrorNotice } from '@/shared/errors/catalogue'
import { djangoCode, i18next, isLanguage } from '@/shared/i18n'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'
import { browserCookies, csrfToken, parseCookies, type CookieSource } from './cookies'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Resolve with the whole response instead of the body (shell §7). */
    raw?: boolean
    /** No error toast for this request (shell §7, §8: mail test, LDAP, import rows, confirm check). */
    silent?: boolean
    /**
     * The organisation this call is made in when no current one is chosen yet: the start-up guard's
     * profile, asked before the public settings say whether the extension is on (an `oid` still wins).
     */
    org?: string
    /**
     * Sent without the browser's time zone (X-TZ): the server then reads the dates in its own zone. 2.26.1's
     * ticket requests turn their dates into wall-clock text in the request's zone and store that text in the
     * server's zone, so with X-TZ a browser in another zone shifted them by the difference (reference: apply
     * and approve of apply-asset/app tickets, BaseApplyAssetApplicationSerializer.validate).
     */
    serverTimeZone?: boolean
  }
}

export const PROFILE_URL = '/api/v1/users/profile/'
const SAFE_METHODS = new Set(['get', 'head', 'options', 'trace'])

export type ErrorNotifier = (notice: ErrorNotice, error: unknown) => void
export type SessionCheck = () => void

export interface HttpClientOptions {
  /** '' in the console (same origin); the mock URL in node. */
  baseURL?: string
  /** Where cookies are read from; document.cookie by default. */
  cookies?: CookieSource
  /** Node only: also send the cookies as a Cookie header (browsers do it themselves). */
  sendCookies?: boolean
  /** XPACK_ENABLED; read from the public settings by default. */
  xpackEnabled?: () => boolean
  /** The current org id; orgState.current by default. */
  currentOrgId?: () => string | undefined
  /** The page's query, for an `oid` in the address bar; window.location.search by default. */
  pageQuery?: () => string
  /** The console's language (zh, en, ja); i18next's by default. */
  language?: () => string | undefined
}

let notifier: ErrorNotifier = () => undefined
let sessionCheck: SessionCheck = () => undefined

/** The shell registers the toast and the "account has ended" confirm here (shell §8). */
export function registerErrorNotifier(fn: ErrorNotifier): () => void {
  notifier = fn
  return () => {
    if (notifier === fn) notifier = () => undefined
  }
}

/** Reports an error of a silent request as a loud one would (a 401 still asks to log in again). */
export function reportError(error: unknown) {
  notifier(messageForError(error), error)
}

/** The shell registers the session check the 30 s timer runs (shell §7). */
export function registerSessionCheck(fn: SessionCheck): () => void {
  sessionCheck = fn
  return () => {
    if (sessionCheck === fn) sessionCheck = () => undefined
  }
}

let sessionTimer: ReturnType<typeof setTimeout> | undefined
/** Every response except the profile one restarts the 30 s timer (shell §7). */
function restartSessionTimer(url: string | undefined) {
  if (url && new URL(url, 'http://x').pathname === PROFILE_URL) return
  if (sessionTimer) clearTimeout(sessionTimer)
  sessionTimer = setTimeout(() => sessionCheck(), SESSION_CHECK_TIMER_MS)
}

export function stopSessionTimer() {
  if (sessionTimer) clearTimeout(sessionTimer)
  sessionTimer = undefined
}

/** `oid` from the request's params or URL, else from the page's own query. */
function oidOf(config: AxiosRequestConfig, pageQuery: string): string | undefined {
  const fromParams = (config.params as Record<string, unknown> | undefined)?.oid
  if (typeof fromParams === 'string' && fromParams) return fromParams
  const fromUrl = new URL(config.url ?? '', 'http://x').searchParams.get('oid')
  if (fromUrl) return fromUrl
  return new URLSearchParams(pageQuery).get('oid') || undefined
}

type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } }

/**
 * The browser's time zone (X-TZ). Through Temporal where the browser has it (Chromium 144+): a plain read.
 * Otherwise through a DateTimeFormat, whose first use in a page loads ICU's locale data: 25–370 ms of
 * every console load in Chromium 156 on this machine (issue 24), where `Temporal.Now.timeZoneId()` took
 * under 0.2 ms.
 */
export function readTimeZone(scope: WithTemporal = globalThis as WithTemporal): string | undefined {
  try {
    return scope.Temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/** Read once: the time zone does not change under a page (in node 20, the first DateTimeFormat takes 14 ms). */
let zone: { name: string | undefined } | undefined
const browserTimeZone = () => (zone ??= { name: readTimeZone() }).name

export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const readCookies = options.cookies ?? browserCookies
  const xpackEnabled = options.xpackEnabled ?? (() => sessionState.publicSettings?.XPACK_ENABLED === true)
  const currentOrgId = options.currentOrgId ?? (() => orgState.current?.id)
  const pageQuery = options.pageQuery ?? (() => (typeof location === 'undefined' ? '' : location.search))
  const language = options.language ?? (() => i18next.language)

  // No XSRF-TOKEN cookie from axios: the interceptor sends JumpServer's own (csrftoken). Axios reads that
  // cookie through the async Cookie Store where Chromium has one, which held every request back by a
  // round trip to the browser process (15–20 ms after a click, issue 24).
  const instance = axios.create({ baseURL: options.baseURL ?? '', timeout: HTTP_TIMEOUT_MS, withXSRFToken: false })

  // Synchronous: the request leaves within the call (a click's handler), not after the microtasks that
  // follow it, where React would first render what the click changed (issue 24).
  instance.interceptors.request.use(
    (config) => {
      const headers = AxiosHeaders.from(config.headers)
      const cookieHeader = readCookies()
      const cookies = parseCookies(cookieHeader)
      const token = csrfToken(cookies)
      if (token && !SAFE_METHODS.has((config.method ?? 'get').toLowerCase())) headers.set('X-CSRFToken', token)
      const org = oidOf(config, pageQuery()) ?? (config.org || undefined) ?? currentOrgId() ?? (xpackEnabled() ? undefined : DEFAULT_ORG_ID)
      if (org) headers.set('X-JMS-ORG', org)
      const tz = config.serverTimeZone ? undefined : browserTimeZone()
      if (tz) headers.set('X-TZ', tz)
      // The console's own language, not the browser's: the two differ when the cookie chose it.
      const lang = language()?.slice(0, 2)
      if (isLanguage(lang)) headers.set('Accept-Language', djangoCode(lang))
      if (options.sendCookies && cookieHeader) headers.set('Cookie', cookieHeader)
      config.headers = headers
      return config
    },
    undefined,
    { synchronous: true },
  )

  instance.interceptors.response.use(
    (response) => {
      restartSessionTimer(response.config.url)
      return response.config.raw ? response : response.data
    },
    (error: unknown) => {
      const config = axios.isAxiosError(error) ? error.config : undefined
      if (axios.isAxiosError(error) && error.response) restartSessionTimer(config?.url)
      if (!config?.silent && !axios.isCancel(error)) notifier(messageForError(error), error)
      // The error keeps its status (409 stays 409, shell §8) for callers that branch on it.
      return Promise.reject(error)
    },
  )
  return instance
}

/** The console's client (browser defaults). */
export const http = createHttpClient()

// Typed calls: the interceptor resolves with the body, or the response with `raw`.
type Config = Omit<AxiosRequestConfig, 'raw'>

export interface HttpCalls {
  get<T>(url: string, config?: Config): Promise<T>
  delete<T = void>(url: string, config?: Config): Promise<T>
  options<T>(url: string, config?: Config): Promise<T>
  post<T>(url: string, data?: unknown, config?: Config): Promise<T>
  put<T>(url: string, data?: unknown, config?: Config): Promise<T>
  patch<T>(url: string, data?: unknown, config?: Config): Promise<T>
  raw<T>(config: Config): Promise<AxiosResponse<T>>
}

export function httpCalls(instance: AxiosInstance = http): HttpCalls {
  const call = <T>(config: AxiosRequestConfig) => instance.request(config) as unknown as Promise<T>
  return {
    get: (url, config) => call({ ...config, method: 'get', url }),
    delete: (url, config) => call({ ...config, method: 'delete', url }),
    options: (url, config) => call({ ...config, method: 'options', url }),
    post: (url, data, config) => call({ ...config, method: 'post', url, data }),
    put: (url, data, config) => call({ ...config, method: 'put', url, data }),
    patch: (url, data, config) => call({ ...config, method: 'patch', url, data }),
    raw: (config) => call({ ...config, raw: true }),
  }
}

export const api = httpCalls(http)
