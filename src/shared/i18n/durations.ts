// Shell §9: durations in days, hours, minutes or seconds with one decimal, in the user's language.
import { useTranslation } from 'react-i18next'
import { type DurationUnit, humanizeDuration } from '@/shared/lib/durations'

/** A function writing a number of seconds as the console shows a duration (`1.5 h`, `10.0 min`). */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation('generic')
  const units = Object.fromEntries((['day', 'hour', 'minute', 'second'] as DurationUnit[]).map((unit) => [unit, t(`dates.units.${unit}`)])) as Record<DurationUnit, string>
  return (seconds) => humanizeDuration(seconds, units)
}
