// Cookies the client reads (reference §1.11): the CSRF cookie's prefix, the CSRF token, the
// public key for field encryption. In the browser they come from document.cookie; node callers
// (vitest, cucumber) pass their own cookie string.

export const COOKIE_PREFIX_COOKIE = 'SESSION_COOKIE_NAME_PREFIX'
export const DEFAULT_COOKIE_PREFIX = 'jms_'
export const PUBLIC_KEY_COOKIE = 'jms_public_key'
export const SESSION_EXPIRE_COOKIE = 'jms_session_expire'
export const ORG_COOKIE = 'X-JMS-ORG'

export type CookieSource = () => string

export const browserCookies: CookieSource = () => (typeof document === 'undefined' ? '' : document.cookie)

export { parseCookies } from '@contracts/cookies'

/** Drops one pair of wrapping quotes, as Lina does for quoted cookie values. */
export function unquote(value: string): string {
  const v = value.trim()
  return v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))
    ? v.slice(1, -1)
    : v
}

/** `<prefix>csrftoken`; an absent, empty, `''` or `""` prefix means the default `jms_`. */
export function csrfCookieName(cookies: Record<string, string>): string {
  const prefix = unquote(cookies[COOKIE_PREFIX_COOKIE] ?? '')
  return `${prefix || DEFAULT_COOKIE_PREFIX}csrftoken`
}

export function csrfToken(cookies: Record<string, string>): string | undefined {
  const token = cookies[csrfCookieName(cookies)]
  return token ? unquote(token) : undefined
}

/** The PEM public key: base64 in the cookie, possibly wrapped in quotes (reference §1.11). */
export function publicKeyFromCookies(cookies: Record<string, string>): string | undefined {
  const raw = cookies[PUBLIC_KEY_COOKIE]
  if (!raw) return undefined
  const b64 = unquote(raw)
  try {
    const pem = atob(b64)
    return pem.includes('BEGIN PUBLIC KEY') ? pem : undefined
  } catch {
    return undefined
  }
}
