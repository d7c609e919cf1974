// The server's date format (reference §1.4): %Y/%m/%d %H:%M:%S %z, rendered here in UTC.
const pad = (n: number) => String(n).padStart(2, '0')

export function serverDate(d: Date): string {
  return (
    `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`
  )
}

export const DAY_MS = 86_400_000
export const daysAgo = (days: number, now = Date.now()) => serverDate(new Date(now - days * DAY_MS))

/** Parses the server format, ISO-8601, or '%Y-%m-%d %H:%M:%S %z' (reference §1.4). */
export function parseServerDate(text: string): Date | null {
  const m = /^(\d{4})[/-](\d{2})[/-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)? ?([+-]\d{2}:?\d{2}|Z)?$/.exec(text.trim())
  if (!m) {
    const d = new Date(text)
    return Number.isNaN(d.getTime()) ? null : d
  }
  const [, y, mo, da, h, mi, s, tz = '+0000'] = m
  const offset = tz === 'Z' ? '+00:00' : `${tz.slice(0, 3)}:${tz.slice(-2)}`
  const d = new Date(`${y}-${mo}-${da}T${h}:${mi}:${s}${offset}`)
  return Number.isNaN(d.getTime()) ? null : d
}
