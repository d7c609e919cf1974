// Domain §5 "Crontab has 5 fields" and §9 "Cron preview shows the next 5 run times". The grammar is a
// maintained parser's (croner): numbers, ranges, lists, steps and the names Celery accepts (mon-fri, jan).
// Cron's rule holds: when both day fields are restricted, either may match (croner's legacy OR mode).
import { Cron } from 'croner'
import { CRON_FIELD_COUNT, CRON_PREVIEW_COUNT } from '@/shared/constants'

/** A schedule that can say its next runs, or null when the text is not 5 valid fields. */
export function parseCrontab(expression: string): Cron | null {
  const text = expression.trim()
  if (text.split(/\s+/).length !== CRON_FIELD_COUNT) return null
  try {
    return new Cron(text, { paused: true, domAndDow: false })
  } catch {
    return null
  }
}

/** The next `count` run times after `from` (local time). */
export function nextRuns(expression: string, count = CRON_PREVIEW_COUNT, from = new Date()): Date[] {
  return parseCrontab(expression)?.nextRuns(count, from) ?? []
}
