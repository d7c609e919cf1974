// Date rules of shell §5 and §9: shortcuts, default times, the bad-input fallback, and when a
// message date is shown absolute. Pure functions of `now` so they can be checked.
import { addDays, format, set, subDays, subHours } from 'date-fns'
import { enUS, ja, zhCN } from 'date-fns/locale'
import {
  DATE_FORMATS,
  DATE_FALLBACK_DAYS_AFTER,
  DATE_FALLBACK_DAYS_BEFORE,
  DATE_SHORTCUT_DAYS,
  SITE_MESSAGE_ABSOLUTE_AFTER_DAYS,
} from '@/shared/constants'
import { parseServerDate } from '@contracts/server-dates'

/** Reads a date as the server writes it (reference §1.4; one rule with the mock). */
export { parseServerDate }

export type DateShortcut = keyof typeof DATE_SHORTCUT_DAYS
export interface DateRange {
  start: Date
  end: Date
}

/** Last 24 hours, week (7 days), month (30 days), 3 months (90 days), ending now. */
export function dateShortcutRange(shortcut: DateShortcut, now: Date = new Date()): DateRange {
  const days = DATE_SHORTCUT_DAYS[shortcut]
  return { start: shortcut === 'day' ? subHours(now, 24) : subDays(now, days), end: now }
}

/** Picked days get the default times 00:00:01 and 23:59:59 (shell §9). */
export function withDefaultTimes(range: DateRange): DateRange {
  return {
    start: set(range.start, { hours: 0, minutes: 0, seconds: 1, milliseconds: 0 }),
    end: set(range.end, { hours: 23, minutes: 59, seconds: 59, milliseconds: 0 }),
  }
}

/**
 * Bad or missing input falls back to 5 days ago … 1 day ahead (shell §5), as whole days with the
 * default times 00:00:01 and 23:59:59 (shell §9), never "now": a reload asks for the same range.
 */
export function fallbackDateRange(now: Date = new Date()): DateRange {
  return withDefaultTimes({ start: subDays(now, DATE_FALLBACK_DAYS_BEFORE), end: addDays(now, DATE_FALLBACK_DAYS_AFTER) })
}

/** Reads date_start and date_end from a route query; bad or missing input gives the fallback. */
export function rangeFromQuery(query: URLSearchParams, now: Date = new Date()): DateRange {
  const start = new Date(query.get('date_start') ?? '')
  const end = new Date(query.get('date_end') ?? '')
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start > end) return fallbackDateRange(now)
  return { start, end }
}

/** The range shown and asked for raw date_start / date_end values (the fallback when missing or bad). */
export function pickerRange(start: string | undefined, end: string | undefined, now = new Date()) {
  const q = new URLSearchParams()
  if (start) q.set('date_start', start)
  if (end) q.set('date_end', end)
  return rangeFromQuery(q, now)
}

/** Site-message dates older than 7 days are shown absolute, newer ones relative (shell §9). */
export function showsAbsoluteDate(date: Date, now: Date = new Date()): boolean {
  return now.getTime() - date.getTime() > SITE_MESSAGE_ABSOLUTE_AFTER_DAYS * 86_400_000
}


/** The date-fns locale of a language code (zh-CN, en, ja …); English when unknown. */
export function dateLocale(lang: string) {
  return ({ zh: zhCN, en: enUS, ja } as const)[lang.slice(0, 2) as 'zh' | 'en' | 'ja'] ?? enUS
}


/** A date in one of the formats of shell §9, in the reader's time zone and language. */
export function formatDate(date: Date, style: keyof typeof DATE_FORMATS, lang: string): string {
  return format(date, DATE_FORMATS[style], { locale: dateLocale(lang) })
}

/** A date as the server wrote it, in a format of shell §9; null when it is not a date. */
export function formatServerDate(value: unknown, style: keyof typeof DATE_FORMATS, lang: string): string | null {
  const date = typeof value === 'string' ? parseServerDate(value) : null
  return date ? formatDate(date, style, lang) : null
}
