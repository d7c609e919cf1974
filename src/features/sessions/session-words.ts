// A session's duration (domain §3 Session: date start, date end, duration): until now while online,
// shown in one unit with one decimal (shell §9).
import type { Row } from '@/generic/resource-config'
import { useDurationText } from '@/shared/i18n/durations'
import { parseServerDate } from '@/shared/lib/dates'

/** The seconds from a session's start to its end (to `now` while it is online); null without a start. */
export function sessionSeconds(row: Row, now: Date = new Date()): number | null {
  const start = parseServerDate(String(row.date_start ?? ''))
  if (!start) return null
  const end = (row.date_end ? parseServerDate(String(row.date_end)) : null) ?? now
  return Math.max(0, (end.getTime() - start.getTime()) / 1000)
}

/** The session's duration as text, empty without a start. */
export function useSessionDuration(row: Row | undefined): string {
  const text = useDurationText()
  const seconds = row ? sessionSeconds(row) : null
  return seconds === null ? '' : text(seconds)
}

export function SessionDuration({ session }: { session: Row }) {
  return useSessionDuration(session)
}
