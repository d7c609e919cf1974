import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw'

// msw asks every handler in turn, and each one reads the request's cookies and matches its path pattern
// (path-to-regexp compiles it again at every call) before it looks at the method: a call answered by a
// hand-written handler near the end of the list paid that about 150 times. What a handler with a fixed
// path can answer depends only on the method and the address without its query (msw matches
// `origin + pathname`), so the handlers that cannot answer are left out once per method and address, and
// msw runs the rest in their order as before. A handler whose path is a function (the resource router),
// any handler that is not an HttpHandler (the URL guard, fail injection) and a pattern that throws on
// the address are always kept: msw decides for them as it did.

/** Method and address (no query) → the handlers that may answer, in their order. Bounded: cleared when full. */
const MAX_ADDRESSES = 5_000

export function handlersFor(handlers: readonly RequestHandler[]): (request: Request) => RequestHandler[] {
  const known = new Map<string, RequestHandler[]>()
  return (request) => {
    const url = new URL(request.url)
    const key = `${request.method} ${url.origin}${url.pathname}`
    let found = known.get(key)
    if (!found) {
      found = handlers.filter((handler) => mayAnswer(handler, request.method, url))
      if (known.size >= MAX_ADDRESSES) known.clear()
      known.set(key, found)
    }
    return found
  }
}

/** False only when msw's own method and path checks would refuse the request. */
export function mayAnswer(handler: RequestHandler, method: string, url: URL): boolean {
  if (!(handler instanceof HttpHandler)) return true
  const { path } = handler.info
  // msw's own method check (private in its types): a RegExp or the name, in any case.
  if (!(handler as unknown as { matchMethod(method: string): boolean }).matchMethod(method)) return false
  if (typeof path !== 'string' && !(path instanceof RegExp)) return true
  try {
    return matchRequestUrl(url, path).matches
  } catch {
    return true
  }
}
