// Durations in days, hours, minutes or seconds with one decimal (shell §9).
export type DurationUnit = 'day' | 'hour' | 'minute' | 'second'

const UNIT_SECONDS: Array<[DurationUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
]

export const DEFAULT_UNIT_LABELS: Record<DurationUnit, string> = { day: 'd', hour: 'h', minute: 'm', second: 's' }

/** The largest unit the duration reaches at least once, and its amount with one decimal. */
export function durationParts(seconds: number): { amount: string; unit: DurationUnit } {
  const abs = Math.abs(seconds)
  const [unit, size] = UNIT_SECONDS.find(([, s]) => abs >= s) ?? UNIT_SECONDS[3]
  return { amount: (seconds / size).toFixed(1), unit }
}

/** `humanizeDuration(5400)` → `1.5 h`. */
export function humanizeDuration(seconds: number, labels: Record<DurationUnit, string> = DEFAULT_UNIT_LABELS): string {
  if (!Number.isFinite(seconds)) return ''
  const { amount, unit } = durationParts(seconds)
  return `${amount} ${labels[unit]}`
}
