import { getResponse } from 'msw'
import { PERSONA_PASSWORD } from '../../fixtures/personas'
import { handlers } from '../handlers'
import { parseCookieHeader } from '../session/cookies'
import { handlersFor } from './handler-index'

// In-process client for the mock's tests: requests go through msw's getResponse, with a cookie jar
// filled by the real sign-in form, so every call meets the same session, CSRF and permission checks.
export const ORIGIN = 'http://mock.test'

export interface Client {
  cookies: Record<string, string>
  call(method: string, path: string, init?: { body?: unknown; raw?: BodyInit; headers?: Record<string, string>; csrf?: boolean }): Promise<Response>
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>
}

const answering = handlersFor(handlers)

export async function send(request: Request): Promise<Response> {
  return (await getResponse(answering(request), request)) ?? new Response('no route', { status: 404 })
}

export function client(cookies: Record<string, string> = {}): Client {
  const jar = { ...cookies }
  const c: Client = {
    cookies: jar,
    async call(method, path, init = {}) {
      const headers = new Headers(init.headers)
      headers.set('cookie', Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; '))
      if (init.csrf !== false && jar.jms_csrftoken) headers.set('X-CSRFToken', jar.jms_csrftoken)
      let body: BodyInit | undefined = init.raw
      if (init.body !== undefined) {
        body = JSON.stringify(init.body)
        headers.set('content-type', 'application/json')
      }
      const response = await send(new Request(ORIGIN + path, { method, headers, body }))
      for (const line of response.headers.getSetCookie()) Object.assign(jar, parseCookieHeader(line.split(';')[0]))
      return response
    },
    async json(method, path, body) {
      const r = await c.call(method, path, body === undefined ? {} : { body })
      const text = await r.text()
      return { status: r.status, body: (text ? JSON.parse(text) : null) as never }
    },
  }
  return c
}

/** Signs in through the sign-in page (POST /core/auth/login/) and returns a client with the session. */
export async function signIn(username: string, password = PERSONA_PASSWORD): Promise<Client> {
  const c = client()
  const form = new URLSearchParams({ username, password })
  const r = await c.call('POST', '/core/auth/login/', { raw: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  if (r.status !== 302 || !c.cookies.jms_sessionid) throw new Error(`sign-in failed for ${username}: ${r.status}`)
  return c
}
