// Calendar-day arithmetic without date-fns: the shell's banners need it at start, and date-fns
// (with its locales) stays out of the first load (issue 24).

/** Whole calendar days from now until the date (negative when past), in local time, DST-proof. */
export function daysUntil(date: Date, now: Date = new Date()): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())
  return Math.round((day(date) - day(now)) / 86_400_000)
}
