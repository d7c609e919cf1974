// Signing a persona in for a scenario that is about something else. The platform's sign-in page in the
// browser is proved by features/session/sign-in.feature; here the same form (and its MFA step) is posted
// over HTTP and the browser is handed exactly the cookies the server set, which saves two full loads of
// the console per scenario.
import type { BrowserContext } from 'playwright'
import { MFA_TEST_CODE } from '../../../fixtures/personas'
import { BRANCH_ORG_ID, DEFAULT_ORG_ID, ROOT_ORG_ID } from '../../../mock-server/store/org-ids'
import { ApiSession, type Username } from '../api/api-session'

type BrowserCookie = Parameters<BrowserContext['addCookies']>[0][number]

/** A Set-Cookie header as Playwright's cookie, on the host of `baseUrl`; undefined for a deletion. */
export function browserCookie(header: string, baseUrl: string): BrowserCookie | undefined {
  const [pair, ...attrs] = header.split(';').map((p) => p.trim())
  const i = pair.indexOf('=')
  const cookie: BrowserCookie = { name: pair.slice(0, i), value: pair.slice(i + 1), domain: new URL(baseUrl).hostname, path: '/' }
  for (const attr of attrs) {
    const [key, value = ''] = attr.split('=')
    const k = key.toLowerCase()
    if (k === 'path') cookie.path = value
    else if (k === 'httponly') cookie.httpOnly = true
    else if (k === 'secure') cookie.secure = true
    else if (k === 'samesite') cookie.sameSite = (value[0].toUpperCase() + value.slice(1).toLowerCase()) as BrowserCookie['sameSite']
    else if (k === 'max-age') {
      if (Number(value) <= 0) return undefined
      cookie.expires = Math.floor(Date.now() / 1000) + Number(value)
    }
  }
  return cookie
}

/** Signs a persona (or any seeded user) in through the platform's form over HTTP and gives `context` the cookies. */
export async function signInOverHttp(context: BrowserContext, baseUrl: string, username: Username, options: { keepSignedIn?: boolean } = {}) {
  const session = new ApiSession(baseUrl)
  const res = await session.signIn(username, undefined, options)
  const location = res.headers.get('location') ?? ''
  if (res.status !== 302) throw new Error(`${username} could not sign in: ${res.status}`)
  if (location.includes('/mfa/')) {
    const mfa = await session.raw('POST', location, new URLSearchParams({ code: MFA_TEST_CODE, next: '/ui/' }), { 'Content-Type': 'application/x-www-form-urlencoded' })
    if (mfa.status !== 302) throw new Error(`${username} did not pass the MFA step: ${mfa.status}`)
  }
  // The last header of a name wins, as in a browser.
  const cookies = new Map<string, BrowserCookie | undefined>()
  for (const header of session.setCookieHeaders) {
    const cookie = browserCookie(header, baseUrl)
    cookies.set(header.slice(0, header.indexOf('=')), cookie)
  }
  await context.addCookies([...cookies.values()].filter((c): c is BrowserCookie => c !== undefined))
}

/** The seeded organisations by name (the mock's fixtures). */
export const SEEDED_ORGS: Record<string, string> = { Default: DEFAULT_ORG_ID, 'Branch Office': BRANCH_ORG_ID, GLOBAL: ROOT_ORG_ID }

export function seededOrgId(name: string): string {
  const id = SEEDED_ORGS[name]
  if (!id) throw new Error(`no seeded organisation named ${name}`)
  return id
}

/** The root organisation as the console stores it (shell §3: the nil org id marks the root org). */
export const ROOT_ORG = { id: ROOT_ORG_ID, name: 'GLOBAL', is_root: true }

/** Stores `org` as the persona's current org before the console first loads (shell §4: per username, localStorage and cookie). */
export async function storeCurrentOrg(context: BrowserContext, baseUrl: string, username: Username, org: { id: string; name: string }) {
  const key = `jms_current_org_${username}`
  // Only while nothing is stored: a switch made later in the scenario must stand.
  await context.addInitScript(([k, v]) => {
    if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
  }, [key, JSON.stringify(org)] as const)
  await context.addCookies([{ name: 'X-JMS-ORG', value: org.id, url: baseUrl }])
}
