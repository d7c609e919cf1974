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
