// Where a next= takes a client that behaves as a browser does (security rule of the project: redirects
// only to same-origin paths). The redirect decision is the server's (the mock's sign-in and logout); the
// browser's part is resolving each Location against the address it came from, which the WHATWG URL
// parser does here exactly as Chromium does (dot segments, backslashes as slashes, tab and newline
// dropped). A hop to another origin is recorded and not sent, as the browser scenarios' interception
// answers it. features/session/open-redirect.feature proves the same wiring in the browser on a few rows;
// features/session/open-redirect-http.feature runs the whole hostile corpus this way.
import type { PersonaName } from '../../../fixtures/personas'
import { PERSONA_PASSWORD, personas } from '../../../fixtures/personas'
import type { ApiResponse, ApiSession } from './api-session'

/** Redirects a browser follows before it gives up (Chromium: 20). */
const MAX_HOPS = 20

/** The address as a person reads it: path and query on the origin, the whole URL anywhere else. */
export function address(origin: string, url: URL): string {
  return url.origin === origin ? url.pathname + url.search : url.href
}

/** Follows `res`, the answer for `url`, through its redirects; the last document asked for, and where it answered. */
async function follow(session: ApiSession, url: URL, res: ApiResponse<string>, offOrigin: string[]): Promise<{ url: URL; res?: ApiResponse<string> }> {
  const origin = new URL(session.baseUrl).origin
  for (let hop = 0; hop < MAX_HOPS && res.status >= 300 && res.status < 400; hop++) {
    const location = res.headers.get('location')
    if (location === null) break
    let to: URL
    try {
      to = new URL(location, url)
    } catch {
      // A Location the browser cannot parse: it stays on the answer's address and shows an error.
      return { url }
    }
    if (to.origin !== origin) {
      offOrigin.push(to.href)
      return { url: to }
    }
    url = to
    res = await session.raw('GET', to.href)
  }
  return { url, res }
}

/** The hidden `next` of the sign-in form a page shows, as the browser would post it (the mock escapes it as HTML). */
function formNext(html: string): string | undefined {
  const value = /<input type="hidden" name="next" value="([^"]*)">/.exec(html)?.[1]
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
  return value?.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => entities[e])
}

async function postSignIn(session: ApiSession, persona: PersonaName, next: string, offOrigin: string[]) {
  const form = new URLSearchParams({ next, username: personas[persona].username, password: PERSONA_PASSWORD })
  const action = new URL('/core/auth/login/', session.baseUrl)
  const res = await session.raw('POST', action.href, form, { 'Content-Type': 'application/x-www-form-urlencoded' })
  return follow(session, action, res, offOrigin)
}

/** Loads the sign-in page, then posts its form with `next` in place of its own, as an attacker's page would; where the client lands. */
export async function landingAfterSignInPostingOverHttp(session: ApiSession, persona: PersonaName, next: string, offOrigin: string[]): Promise<string> {
  const page = await session.raw('GET', '/core/auth/login/')
  if (page.status !== 200 || formNext(page.text) === undefined) throw new Error(`the sign-in page answered ${page.status} without its form`)
  const landed = await postSignIn(session, persona, next, offOrigin)
  return address(new URL(session.baseUrl).origin, landed.url)
}

/** Follows a logout link carrying `next`, then posts the sign-in form of the page it leads to, as it stands; where the client lands. */
export async function landingAfterLogoutOverHttp(session: ApiSession, persona: PersonaName, next: string, offOrigin: string[]): Promise<string> {
  const start = new URL(`/core/auth/logout/?next=${encodeURIComponent(next)}`, session.baseUrl)
  const page = await follow(session, start, await session.raw('GET', start.href), offOrigin)
  const carried = page.res && page.url.pathname === '/core/auth/login/' ? formNext(page.res.text) : undefined
  if (carried === undefined) throw new Error(`logout with the next ${JSON.stringify(next)} did not lead to the sign-in page (${page.url.href})`)
  const landed = await postSignIn(session, persona, carried, offOrigin)
  return address(new URL(session.baseUrl).origin, landed.url)
}
