import { HttpHandler, type RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { handlers } from '../handlers'
import { handlersFor } from './handler-index'

const ORIGIN = 'http://127.0.0.1:4321'
const METHODS = ['GET', 'POST', 'PATCH', 'DELETE']

/** msw's own verdict: the handler's parse and predicate, as `run` asks them (a throw counts as "may answer"). */
async function mswWouldAsk(handler: RequestHandler, request: Request) {
  const h = handler as unknown as {
    parse(args: { request: Request }): Promise<unknown>
    predicate(args: { request: Request; parsedResult: unknown }): Promise<boolean> | boolean
  }
  try {
    return await h.predicate({ request, parsedResult: await h.parse({ request }) })
  } catch {
    return true
  }
}

/** Every fixed path of the handlers with its parameters filled in, and some addresses no handler names. */
function addresses() {
  const found = new Set<string>([
    '/', '/api/v1/', '/api/v1/nothing/here/', '/api/v1/users/users/', '/api/v1/users/users', '/api/v1/users/users/?search=a&limit=15',
    '/api/v1/users/users/8d4f0d1e-8c2b-4b55-9d6c-000000000001/', '/api/v1/users/users/suggestions/',
    '/api/v1/users/groups/%zz/', '/api/v1/users/profile/', '/core/auth/login/?next=/ui/', '/ui/',
  ])
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') continue
    const path = handler.info.path.replace(/^\*/, '').replace(/:[A-Za-z_]+\*?/g, '8d4f0d1e-8c2b-4b55-9d6c-000000000002')
    if (!path.startsWith('/')) continue
    found.add(path)
  }
  return [...found]
}

describe('the handlers that may answer a request (entry/handler-index.ts)', () => {
  it('keeps every handler msw would ask to answer, for every method and every address a handler names', async () => {
    const answering = handlersFor(handlers)
    const missed: string[] = []
    let left = 0
    let asked = 0
    for (const address of addresses()) {
      for (const method of METHODS) {
        const request = new Request(ORIGIN + address, { method })
        const kept = new Set(answering(request))
        asked += handlers.length
        left += handlers.length - kept.size
        for (const handler of handlers) {
          if (kept.has(handler)) continue
          if (await mswWouldAsk(handler, request)) missed.push(`${method} ${address}: ${handler.info.header}`)
        }
      }
    }
    expect(missed).toEqual([])
    // It must leave something out, or it saves nothing: most handlers name one method and one path.
    expect(left / asked).toBeGreaterThan(0.9)
  })

  it('keeps the handlers in their order, and answers the same address and method with the same list', () => {
    const answering = handlersFor(handlers)
    const request = new Request(`${ORIGIN}/api/v1/users/profile/`)
    const kept = answering(request)
    const all: readonly RequestHandler[] = handlers
    const order = kept.map((h) => all.indexOf(h))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(kept.map((h) => h.info.header)).toContain('GET */api/v1/users/profile/')
    expect(answering(new Request(`${ORIGIN}/api/v1/users/profile/?x=1`))).toBe(kept)
    expect(answering(new Request(`${ORIGIN}/api/v1/users/profile/`, { method: 'PATCH' }))).not.toBe(kept)
  })
})
