// Domain §5 "Crontab has 5 fields" and §9 "Cron preview shows the next 5 run times": minute hour
// day-of-month month day-of-week, each *, a number, a range a-b, a list a,b and a step */n or a-b/n.
const RANGES: Array<[number, number]> = [[0, 59], [0, 23], [1, 31], [1, 12], [0, 7]]

function parseField(text: string, [min, max]: [number, number]): Set<number> | null {
  const out = new Set<number>()
  for (const part of text.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part)
    if (!m) return null
    const from = m[1] === '*' ? min : Number(m[2])
    const to = m[1] === '*' ? max : m[3] !== undefined ? Number(m[3]) : m[4] ? max : from
    const step = m[4] ? Number(m[4]) : 1
    if (from < min || to > max || from > to || step < 1) return null
    for (let v = from; v <= to; v += step) out.add(v)
  }
  return out
}

export interface Crontab {
  minute: Set<number>
  hour: Set<number>
  day: Set<number>
  month: Set<number>
  weekday: Set<number>
  anyDay: boolean
  anyWeekday: boolean
}

/** The parsed expression, or null when it is not 5 valid fields. */
export function parseCrontab(expression: string): Crontab | null {
  const fields = expression.trim().split(/\s+/)
  if (fields.length !== 5) return null
  const sets = fields.map((f, i) => parseField(f, RANGES[i]))
  if (sets.some((s) => !s)) return null
  const [minute, hour, day, month, weekday] = sets as Set<number>[]
  if (weekday.has(7)) weekday.add(0)
  return { minute, hour, day, month, weekday, anyDay: fields[2] === '*', anyWeekday: fields[4] === '*' }
}

function matchesDay(c: Crontab, d: Date) {
  const dom = c.day.has(d.getDate())
  const dow = c.weekday.has(d.getDay())
  // Cron's rule: when both day fields are restricted, either may match.
  if (!c.anyDay && !c.anyWeekday) return dom || dow
  return dom && dow
}

/** The next `count` run times after `from` (local time), within about 5 years. */
export function nextRuns(expression: string, count = 5, from = new Date()): Date[] {
  const c = parseCrontab(expression)
  if (!c) return []
  const runs: Date[] = []
  const t = new Date(from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes() + 1)
  const limit = from.getTime() + 5 * 366 * 86_400_000
  while (runs.length < count && t.getTime() < limit) {
    if (!c.month.has(t.getMonth() + 1)) {
      t.setMonth(t.getMonth() + 1, 1)
      t.setHours(0, 0)
    } else if (!matchesDay(c, t)) {
      t.setDate(t.getDate() + 1)
      t.setHours(0, 0)
    } else if (!c.hour.has(t.getHours())) {
      t.setHours(t.getHours() + 1, 0)
    } else if (!c.minute.has(t.getMinutes())) {
      t.setMinutes(t.getMinutes() + 1)
    } else {
      runs.push(new Date(t))
      t.setMinutes(t.getMinutes() + 1)
    }
  }
  return runs
}
