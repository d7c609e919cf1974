// Cookie headers and document.cookie, read one way by the console, the mock and the steps (reference §1.11),
// through the `cookie` package: values URI-decoded where they can be, nameless pairs dropped, and the first
// of two same-named cookies wins (a browser lists the most specific path first, RFC 6265 §5.4).
import { parse } from 'cookie'

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(parse(header ?? ''))) if (name && value !== undefined) out[name] = value
  return out
}
