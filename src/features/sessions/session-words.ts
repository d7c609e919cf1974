// A session's duration (domain §3 Session: date start, date end, duration): until now while online.
import type { Row } from '@/generic/resource-config'
import { parseServerDate } from '@/shared/lib/dates'

export function sessionDuration(row: Row, now: Date = new Date()): string {
  const start = parseServerDate(String(row.date_start ?? ''))
  if (!start) return ''
  const end = (row.date_end ? parseServerDate(String(row.date_end)) : null) ?? now
  const seconds = Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h ? `${h}h ${m}m` : m ? `${m}m ${s}s` : `${s}s`
}
