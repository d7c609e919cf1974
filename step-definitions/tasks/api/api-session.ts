import { PERSONA_PASSWORD, type PersonaName } from '../../../fixtures/personas'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A persona, or any seeded user by username (a persona's name is its username). */
export type Username = PersonaName | (string & {})

export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
  text: string
}

/** An HTTP client with a cookie jar, as a browser would hold it: signs in through the platform's form. */
export class ApiSession {
  readonly cookies = new Map<string, string>()
  /** Every Set-Cookie header received, attributes included, for handing the session to a browser. */
  readonly setCookieHeaders: string[] = []
  /** Headers sent with every request, as a browser sends its Accept-Language. */
  readonly headers: Record<string, string> = {}

  constructor(readonly baseUrl: string) {}

  /** A session signed in as `username` (the super admin unless told), for arranging or reading data. */
  static async signedIn(baseUrl: string, username: Username = 'admin'): Promise<ApiSession> {
    const session = new ApiSession(baseUrl)
    const res = await session.signIn(username)
    if (res.status !== 302) throw new Error(`${username} could not sign in: ${res.status}`)
    return session
  }

  private store(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      this.setCookieHeaders.push(cookie)
      const [pair, ...attrs] = cookie.split(';')
      const i = pair.indexOf('=')
      const name = pair.slice(0, i).trim()
      const value = decodeURIComponent(pair.slice(i + 1).trim())
      if (attrs.some((a) => /max-age=0\b/i.test(a.trim()))) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  cookieHeader() {
    return Array.from(this.cookies, ([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ')
  }

  /** The platform's sign-in form; `keepSignedIn` ticks "Keep me signed in" (expire mode age, reference §1.11). */
  async signIn(username: Username, password = PERSONA_PASSWORD, { keepSignedIn = false } = {}) {
    await this.request('GET', '/core/auth/login/')
    const form = new URLSearchParams({ username, password, next: '/ui/', ...(keepSignedIn ? { auto_login: '1' } : {}) })
    return this.raw('POST', '/core/auth/login/', form, { 'Content-Type': 'application/x-www-form-urlencoded' })
  }

  async raw(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}): Promise<ApiResponse<string>> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      body,
      redirect: 'manual',
      headers: { ...this.headers, Cookie: this.cookieHeader(), ...headers },
    })
    this.store(res.headers)
    const text = await res.text()
    return { status: res.status, headers: res.headers, body: text, text }
  }

  /** JSON in, JSON out; unsafe methods carry X-CSRFToken from the cookie unless `csrf: false`. */
  async request<T = unknown>(method: string, path: string, json?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (json !== undefined) headers['Content-Type'] = 'application/json'
    if (UNSAFE.has(method) && options.csrf !== false && this.cookies.has('jms_csrftoken')) {
      headers['X-CSRFToken'] = this.cookies.get('jms_csrftoken')!
    }
    const res = await this.raw(method, path, json === undefined ? undefined : JSON.stringify(json), headers)
    let body: unknown = res.text
    try {
      body = res.text ? JSON.parse(res.text) : null
    } catch {
      // not JSON: keep the text
    }
    return { ...res, body: body as T }
  }
}
