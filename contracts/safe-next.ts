/**
 * Where a `next=` may send the browser (security rule of the project: redirects only to same-origin
 * paths). Shared by both sides of the wire: the mock's sign-in and logout, the demo's sign-in page and
 * the console's redirects. Pure and dependency-free.
 *
 * The value is resolved as a browser resolves a Location or `location.assign` (dot segments, backslashes
 * as slashes, tab and newline dropped) and must stay a path on the page's origin. Every decoding of it
 * must too, since a server or a page further along may decode it again (`/%2F%2Fevil.example` is a
 * harmless path until someone decodes it). Anything else gives the console's home.
 */
export const NEXT_HOME = '/ui/'

// A host of the reserved .invalid domain: no input can name it by accident.
const ORIGIN = 'http://next.invalid'
// A next encoded more often than this is not one the console or the platform ever wrote.
const MAX_DECODINGS = 8
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** The same-origin path a browser would go to for `raw`, or NEXT_HOME. */
export function safeNext(raw: string | null | undefined): string {
  if (!raw) return NEXT_HOME
  // A next that arrives encoded once more (?next=%252Fui%252F) is decoded once more.
  const value = /^%2f/i.test(raw) ? decodeOnce(raw) : raw
  const path = resolvePath(value)
  if (path === undefined) return NEXT_HOME
  let layer = path
  for (let i = 0; i < MAX_DECODINGS; i++) {
    const decoded = decodeOnce(layer)
    if (decoded === layer) return path
    if (resolvePath(decoded) === undefined) return NEXT_HOME
    layer = decoded
  }
  return NEXT_HOME
}

/** Path, query and fragment of `value` resolved on the origin, if it is a same-origin path. */
function resolvePath(value: string): string | undefined {
  if (!value.startsWith('/') || CONTROL.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, ORIGIN)
  } catch {
    return undefined
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return undefined
  return url.pathname + url.search + url.hash
}

/**
 * One percent-decoding, as lenient as a server's: a malformed sequence stays as it is, and the ASCII
 * escapes of a run that is not valid UTF-8 are still decoded (they are what can turn into '/', '\' or ':').
 */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run.replace(/%[0-7][0-9a-f]/gi, (byte) => String.fromCharCode(parseInt(byte.slice(1), 16)))
    }
  })
}
