export interface CookieOptions {
  maxAge?: number
  httpOnly?: boolean
  path?: string
  sameSite?: 'Lax' | 'Strict'
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`]
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`)
  if (options.httpOnly) parts.push('HttpOnly')
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`)
  return parts.join('; ')
}

export const expireCookie = (name: string) => serializeCookie(name, '', { maxAge: 0 })

export function parseCookieHeader(header: string | null): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i < 0) continue
    const key = part.slice(0, i).trim()
    try {
      out[key] = decodeURIComponent(part.slice(i + 1).trim())
    } catch {
      out[key] = part.slice(i + 1).trim()
    }
  }
  return out
}
