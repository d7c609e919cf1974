import { HttpResponse, RequestHandler } from 'msw'

// A path with a broken percent-escape (`/api/v1/users/groups/%zz/`) is refused before any route is matched:
// msw's matcher decodes path parameters and would throw, a 500 (issue 27: bad input is never a 500).
// The query string needs nothing: URLSearchParams reads broken escapes literally, as Django does.
export function brokenEscape(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname)
    return false
  } catch {
    return true
  }
}

class BrokenEscapeGuard extends RequestHandler {
  constructor() {
    super({
      info: { header: 'broken percent-escape guard' },
      resolver: () => HttpResponse.json({ detail: 'Malformed percent-encoding in the request path.' }, { status: 400 }),
    })
  }

  predicate({ request }: { request: Request }) {
    return brokenEscape(request.url)
  }

  log() {}
}

export const urlGuard = new BrokenEscapeGuard()

/**
 * 2.26.1's core runs gunicorn with its defaults (common/management/commands/services/services/gunicorn.py),
 * whose `limit_request_line` refuses a request line (method, path and query, protocol) over 4,094
 * characters with a 400 before Django sees it: about a hundred ids in `?ids=`. The mock refuses it too, so
 * that a console sending long id lists in its addresses fails here as it would there.
 */
export const REQUEST_LINE_LIMIT = 4094

export function requestLineLength(method: string, url: string): number {
  const { pathname, search } = new URL(url)
  return `${method} ${pathname}${search} HTTP/1.1`.length
}

class RequestLineGuard extends RequestHandler {
  constructor() {
    super({
      info: { header: 'request line limit (gunicorn)' },
      resolver: ({ request }) => {
        const size = requestLineLength(request.method, request.url)
        return new HttpResponse(`<html><head><title>Bad Request</title></head><body><h1><p>Bad Request</p></h1>Request Line is too large (${size} &gt; ${REQUEST_LINE_LIMIT})</body></html>`, {
          status: 400,
          headers: { 'Content-Type': 'text/html' },
        })
      },
    })
  }

  predicate({ request }: { request: Request }) {
    return requestLineLength(request.method, request.url) > REQUEST_LINE_LIMIT
  }

  log() {}
}

export const requestLineGuard = new RequestLineGuard()
