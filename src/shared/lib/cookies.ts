// Browser cookies the console reads or writes (reference §1.11). Never used for secrets.
import { parseCookies } from '@contracts/cookies'
export function readCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : parseCookies(document.cookie)[name]
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${age}; SameSite=Lax`
}
