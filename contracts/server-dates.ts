// Dates as the server writes and reads them (reference §1.4), one rule for the console and the mock:
// `%Y/%m/%d %H:%M:%S %z` out; that, ISO 8601 or `%Y-%m-%d %H:%M:%S %z` in. Text without an offset (a few
// serializers, application accounts) is in the zone the request activated with X-TZ: the console sends its
// own, so a reader without a zone of its own reads it in local time.
const SERVER_DATE = /^(\d{4})[/-](\d{2})[/-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)? ?(Z|[+-]\d{2}:?\d{2})?$/

/** Milliseconds the zone is ahead of UTC at that instant. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(at))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(at / 1000) * 1000
}

/** The instant a server date names; null when the text is none of the accepted shapes. */
export function parseServerDate(text: string, timeZone?: string): Date | null {
  const m = SERVER_DATE.exec(text.trim())
  if (!m) {
    // Other ISO 8601 shapes (a bare day, minutes only).
    const iso = /^\d{4}-\d{2}-\d{2}/.test(text.trim()) ? new Date(text) : null
    return iso && !Number.isNaN(iso.getTime()) ? iso : null
  }
  const [, y, mo, d, h, mi, s, frac = '', tz] = m
  const offset = tz === undefined ? '' : tz === 'Z' ? 'Z' : `${tz.slice(0, 3)}:${tz.slice(-2)}`
  let date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${offset}`)
  if (Number.isNaN(date.getTime())) return null
  if (tz === undefined && timeZone) {
    const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, frac ? Math.round(Number(frac) * 1000) : 0)
    date = new Date(wall - zoneOffsetMs(wall, timeZone))
  }
  return date
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The server's output format, written in UTC (`+0000`). */
export function formatServerDate(date: Date): string {
  return (
    `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  )
}
