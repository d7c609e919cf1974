import type { Row } from './tables'

// A table's rows as one array in insertion order, made anew on the first read after a write (issue 24).
// After writes that only replaced rows in place or appended rows, the new array is the one before with
// those rows changed, and it says so: the list indexes and the sorted orders (drf/row-index.ts,
// drf/query.ts) follow such a change in the rows it touched instead of comparing every row. After any
// other write (a removal, a write made past the table), the array is built from the table's rows and
// carries no such word, so its readers compare it whole, as before.

/** How an array came from the one before: the positions whose row was replaced; rows past `from`'s end were appended. */
interface Step {
  from: readonly Row[]
  replaced: readonly number[]
}
const steps = new WeakMap<readonly Row[], Step>()

/** Steps followed back from a new array at the most: a reader this far behind compares the arrays whole. */
const MOST_STEPS = 64

/**
 * The positions of `from` whose row `to` replaced, when `to` was made from `from` by replacing rows in
 * place and appending rows (`to`'s rows past `from.length` are the appended ones); undefined when not.
 */
export function replacedSince(from: readonly Row[], to: readonly Row[]): readonly number[] | undefined {
  if (from === to) return []
  const positions = new Set<number>()
  let at = to
  for (let n = 0; at !== from; n++) {
    const step = steps.get(at)
    if (!step || n === MOST_STEPS) return undefined
    for (const p of step.replaced) if (p < from.length) positions.add(p)
    at = step.from
  }
  return [...positions]
}

/** The rows of a table as one array, rebuilt lazily, told of the table's writes. */
export class RowList<R extends Row> {
  private array: R[] | null = null
  /** The last array handed out, and what was written since: replacements by position, and appended rows. */
  private base: R[] | null = null
  private replaced = new Map<number, R>()
  private appended: R[] = []
  /** Position of each id in `base` followed by `appended`, built on the first replacement. */
  private where: Map<string, number> | null = null

  /** The rows; `all` gives them in insertion order when they must be read from the table itself. */
  rows(all: () => Iterable<R>): readonly R[] {
    if (this.array) return this.array
    const base = this.base
    let next: R[]
    if (base && (this.replaced.size || this.appended.length)) {
      next = base.slice()
      for (const [p, row] of this.replaced) next[p] = row
      for (const row of this.appended) next.push(row)
      steps.set(next, { from: base, replaced: [...this.replaced.keys()].filter((p) => p < base.length) })
    } else next = Array.from(all())
    this.array = next
    this.base = next
    this.replaced.clear()
    this.appended = []
    return next
  }

  /** A row replaced in place (same id, same position). */
  updated(id: string, row: R) {
    if (!this.base) return this.forget()
    this.where ??= new Map(this.base.map((r, p) => [String(r.id), p]))
    const p = this.where.get(id)
    if (p === undefined) return this.forget()
    if (p < this.base.length) this.replaced.set(p, row)
    else this.appended[p - this.base.length] = row
    this.array = null
  }

  /** A row with a new id, after every other row. */
  inserted(row: R) {
    if (!this.base) return this.forget()
    this.where?.set(String(row.id), this.base.length + this.appended.length)
    this.appended.push(row)
    this.array = null
  }

  /** Any other write: the next read builds the array from the table. */
  forget() {
    this.array = null
    this.base = null
    this.replaced.clear()
    this.appended = []
    this.where = null
  }
}
