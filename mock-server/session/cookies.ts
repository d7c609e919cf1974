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

export { parseCookies as parseCookieHeader } from '../../contracts/cookies'
