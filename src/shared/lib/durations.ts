// Durations in days, hours, minutes or seconds with one decimal (shell §9).
export type DurationUnit = 'day' | 'hour' | 'minute' | 'second'

/** A duration's words: each unit's, and how a duration under the smallest one shown is said ("less than {{duration}}"). */
export type DurationWords = Record<DurationUnit, string> & { lessThan: string }

const UNIT_SECONDS: Array<[DurationUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
]

/** The smallest duration one decimal of a second shows; anything shorter (but not nothing) reads "less than" it. */
const SMALLEST = 0.1

export const DEFAULT_UNIT_LABELS: DurationWords = { day: 'd', hour: 'h', minute: 'm', second: 's', lessThan: 'less than {{duration}}' }

/** The largest unit the duration reaches at least once, and its amount with one decimal. */
export function durationParts(seconds: number): { amount: string; unit: DurationUnit } {
  const abs = Math.abs(seconds)
  const [unit, size] = UNIT_SECONDS.find(([, s]) => abs >= s) ?? UNIT_SECONDS[3]
  return { amount: (seconds / size).toFixed(1), unit }
}

/**
 * `humanizeDuration(5400)` → `1.5 h`. A run of a few milliseconds (2.26.1's ping takes 0.006–0.017 s) would
 * round to "0.0 s", which says it took no time at all: it reads "less than 0.1 s", still one decimal.
 */
export function humanizeDuration(seconds: number, words: DurationWords = DEFAULT_UNIT_LABELS): string {
  if (!Number.isFinite(seconds)) return ''
  if (seconds > 0 && seconds < SMALLEST / 2) return words.lessThan.replace('{{duration}}', `${SMALLEST.toFixed(1)} ${words.second}`)
  const { amount, unit } = durationParts(seconds)
  return `${amount} ${words[unit]}`
}
