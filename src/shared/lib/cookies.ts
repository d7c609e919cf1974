// Browser cookies the console reads or writes (reference §1.11). Never used for secrets.
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim())
      } catch {
        return part.slice(i + 1).trim()
      }
    }
  }
  return undefined
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${age}; SameSite=Lax`
}
