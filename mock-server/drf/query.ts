import { parseServerDate } from './dates'
import { ROOT_ORG_ID } from '../store/org-ids'
import { writeVersion } from '../store/models'
import { mock } from '../store/live-state'
import type { Ctx, Row } from './types'

// The list pipeline of reference §1.2–§1.3: scope → search → filters → ids/spm → order → page.

export function spmIds(spm: string): Set<string> {
  const entry = mock().spmCache.get(spm)
  if (!entry || entry.expires <= Date.now()) return new Set()
  return new Set(entry.ids)
}

/** The rows before any filter: the resource's queryset or its whole table (a stable array, so sorts are cached). */
export const baseRows = (ctx: Ctx): readonly Row[] => (ctx.def.queryset ? ctx.def.queryset(ctx) : ctx.def.table().all())

/** The scope test: the resource's own, else the current org unless it is the root org (reference §1.10). */
export function scopePredicate(ctx: Ctx): Predicate | undefined {
  if (ctx.def.scope) return ctx.def.scope(ctx)
  if (!ctx.def.orgScoped || ctx.org.id === ROOT_ORG_ID) return undefined
  const orgId = ctx.org.id
  return (row) => row.org_id === orgId
}

export const inScope = (row: Row, ctx: Ctx) => scopePredicate(ctx)?.(row) ?? true

const cmp = (a: unknown, b: unknown): number => {
  if (a === b) return 0
  if (a === null || a === undefined || a === '') return -1
  if (b === null || b === undefined || b === '') return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b)
  const sa = Array.isArray(a) ? a.join(',') : String(a)
  const sb = Array.isArray(b) ? b.join(',') : String(b)
  return sa < sb ? -1 : sa > sb ? 1 : 0
}

export function orderKeys(ctx: Ctx): string[] {
  const raw = ctx.url.searchParams.get('order')
  const allowed = ctx.def.spec.orderingFields ?? ctx.def.spec.fields.filter((f) => !f.wo).map((f) => f.name)
  if (raw) {
    const keys = raw.split(',').map((s) => s.trim()).filter((k) => k && allowed.includes(k.replace(/^-/, '')))
    if (keys.length) return keys
  }
  return ctx.def.spec.ordering
}

// Sorted copies of a row array per ordering, reused while the array (a table version) is unchanged.
const sortedCache = new WeakMap<readonly Row[], Map<string, Row[]>>()
// The last sort per table and ordering: after an update that leaves the sort keys alone (a sign-in's
// last_login, a profile edit), the new order is the old one with the new row objects in place.
const lastSort = new WeakMap<object, Map<string, { rows: readonly Row[]; sorted: Row[] }>>()
const MAX_PATCHED = 16

function patched(prev: { rows: readonly Row[]; sorted: Row[] }, rows: readonly Row[], fields: { name: string }[]): Row[] | undefined {
  if (prev.rows.length !== rows.length) return undefined
  const changed: [Row, Row][] = []
  for (let i = 0; i < rows.length; i++) {
    const before = prev.rows[i]
    const after = rows[i]
    if (before === after) continue
    if (before.id !== after.id || fields.some((f) => cmp(before[f.name], after[f.name]) !== 0)) return undefined
    changed.push([before, after])
    if (changed.length > MAX_PATCHED) return undefined
  }
  const sorted = prev.sorted.slice()
  for (const [before, after] of changed) {
    const at = sorted.indexOf(before)
    if (at < 0) return undefined
    sorted[at] = after
  }
  return sorted
}

export function ordered(rows: readonly Row[], keys: string[], lineage?: object): readonly Row[] {
  if (!keys.length) return rows
  const id = keys.join(',')
  let perArray = sortedCache.get(rows)
  if (!perArray) {
    perArray = new Map()
    sortedCache.set(rows, perArray)
  }
  const hit = perArray.get(id)
  if (hit) return hit
  const fields = keys.map((k) => ({ name: k.replace(/^-/, ''), sign: k.startsWith('-') ? -1 : 1 }))
  let perTable = lineage ? lastSort.get(lineage) : undefined
  const prev = perTable?.get(id)
  const sorted =
    (prev && patched(prev, rows, fields)) ??
    rows.slice().sort((a, b) => {
      for (const f of fields) {
        const c = cmp(a[f.name], b[f.name])
        if (c) return c * f.sign
      }
      return 0
    })
  perArray.set(id, sorted)
  if (lineage) {
    if (!perTable) {
      perTable = new Map()
      lastSort.set(lineage, perTable)
    }
    perTable.set(id, { rows, sorted })
  }
  return sorted
}

const searchValue = (row: Row, field: string): unknown => {
  const name = field.replace(/^[\^=@$]/, '')
  if (name in row) return row[name]
  const [head] = name.split('__')
  return row[`${head}_display`] ?? row[name.replace('__', '_')] ?? row[head]
}

// Lower-cased search text per row and field list; rows are replaced (never mutated) on update.
const searchCache = new WeakMap<Row, { key: string; values: string[] }>()
function searchTexts(row: Row, fields: string[], key: string): string[] {
  const hit = searchCache.get(row)
  if (hit && hit.key === key) return hit.values
  const values = fields.map((f) => {
    const v = searchValue(row, f)
    return (Array.isArray(v) ? v.join(' ') : v === null || v === undefined ? '' : String(v)).toLowerCase()
  })
  searchCache.set(row, { key, values })
  return values
}

export type Predicate = (row: Row) => boolean

const searchTerms = (search: string) => search.toLowerCase().split(/[\s,]+/).filter(Boolean)

// A table's search texts joined into one string (each field and each row ends with a newline, which no
// term holds: terms are split on white space), with where each row starts. A term's rows are then found
// by the engine's own substring search over that string instead of a test per row: a search over 100k
// users in a few milliseconds instead of tens (issue 24). Kept per table state (tables are replaced
// arrays, never mutated) and field list.
interface Haystack {
  text: string
  starts: number[]
}
const haystacks = new WeakMap<readonly Row[], Map<string, Haystack>>()
function haystack(rows: readonly Row[], fields: string[], key: string): Haystack {
  let perRows = haystacks.get(rows)
  if (!perRows) haystacks.set(rows, (perRows = new Map()))
  const hit = perRows.get(key)
  if (hit) return hit
  const parts: string[] = []
  const starts: number[] = []
  let at = 0
  for (const row of rows) {
    starts.push(at)
    for (const text of searchTexts(row, fields, key)) {
      parts.push(text, '\n')
      at += text.length + 1
    }
  }
  const built = { text: parts.join(''), starts }
  perRows.set(key, built)
  return built
}

/** The rows of a table holding every term in one of the search fields, in the table's order. */
function searchHits(rows: readonly Row[], fields: string[], terms: string[]): Set<Row> {
  const { text, starts } = haystack(rows, fields, fields.join(','))
  let hits: Set<Row> | undefined
  for (const term of terms) {
    const found = new Set<Row>()
    let r = 0
    for (let at = text.indexOf(term); at >= 0; ) {
      while (r + 1 < starts.length && starts[r + 1] <= at) r++
      if (!hits || hits.has(rows[r])) found.add(rows[r])
      if (r + 1 >= starts.length) break
      at = text.indexOf(term, starts[r + 1])
    }
    hits = found
  }
  return hits ?? new Set(rows)
}

function exactMatch(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((v) => String(v) === wanted)
  if (typeof value === 'boolean') return value === ['true', '1', 'True'].includes(wanted)
  if (value === null || value === undefined) return wanted === '' || wanted === 'null'
  return String(value) === wanted
}

/** Field errors of filter values (django-filter answers 400, reference §1.3). */
export function filterErrors(ctx: Ctx): Record<string, string[]> | undefined {
  const errors: Record<string, string[]> = {}
  for (const [name, values] of Object.entries(ctx.def.spec.choices)) {
    const v = ctx.url.searchParams.get(name)
    if (v && ctx.def.spec.filters.includes(name) && !values.includes(v) && !ctx.def.filters?.[name]) {
      errors[name] = [`Select a valid choice. ${v} is not one of the available choices.`]
    }
  }
  return Object.keys(errors).length ? errors : undefined
}

/** The query's tests of a row; `search: false` leaves the search out (matching() answers it from the haystack). */
export function predicates(ctx: Ctx, { search: withSearch = true } = {}): Predicate[] {
  const { def, url } = ctx
  const q = url.searchParams
  const out: Predicate[] = []
  const scope = scopePredicate(ctx)
  if (scope) out.push(scope)

  const search = q.get('search')?.trim()
  if (withSearch && search && def.spec.search.length) {
    const terms = searchTerms(search)
    const key = def.spec.search.join(',')
    out.push((row) => {
      const texts = searchTexts(row, def.spec.search, key)
      return terms.every((t) => texts.some((text) => text.includes(t)))
    })
  }

  for (const raw of def.spec.filters) {
    const range = /^(\w+)\(date range on (\w+)\)$/.exec(raw)
    const name = raw.replace(/\(.*\)$/, '')
    const value = q.get(name)
    if (value === null || value === '') continue
    const custom = def.filters?.[name]
    if (custom) {
      out.push(custom(value, ctx))
      continue
    }
    if (range) {
      const bound = parseServerDate(value)?.getTime()
      if (bound === undefined) continue
      const field = range[2]
      const after = range[1] === 'date_from'
      out.push((row) => {
        const t = parseServerDate(String(row[field] ?? ''))?.getTime()
        return t !== undefined && (after ? t >= bound : t <= bound)
      })
      continue
    }
    const lookup = /^(\w+?)__(in|icontains|id)$/.exec(name)
    if (lookup?.[2] === 'in') {
      const set = new Set(value.split(','))
      out.push((row) => set.has(String(row[lookup[1]])))
    } else if (lookup?.[2] === 'icontains') {
      const v = value.toLowerCase()
      out.push((row) => {
        const cell = row[lookup[1]]
        return (Array.isArray(cell) ? cell.join(' ') : String(cell ?? '')).toLowerCase().includes(v)
      })
    } else if (lookup?.[2] === 'id') {
      out.push((row) => exactMatch(row[lookup[1]], value))
    } else {
      out.push((row) => exactMatch(name in row ? row[name] : row[name.replace('__', '_')], value))
    }
  }
  for (const [name, make] of Object.entries(def.filters ?? {})) {
    if (!def.spec.filters.some((f) => f.replace(/\(.*\)$/, '') === name) && q.get(name)) out.push(make(q.get(name)!, ctx))
  }

  const ids = q.get('ids')
  if (ids) {
    const set = new Set(ids.split(','))
    out.push((row) => set.has(String(row.id)))
  }
  const spm = q.get('spm')
  if (spm) {
    const set = spmIds(spm)
    out.push((row) => set.has(String(row.id)))
  }
  return out
}

// The filtered, ordered rows of a query, reused by the next pages of the same query. A result depends
// on the tables (any of them: scopes and filters read memberships, bindings, relations), on who asks
// in which org, and on the query without its paging and rendering parameters; the key holds all of
// that, with the global write counter standing for the tables. ?spm= results are not kept (entries
// expire with time, not with writes).
const NOT_A_FILTER = new Set(['limit', 'offset', 'format', 'template', 'draw', 'display', 'fields', 'fields!', 'oid'])
const MAX_CACHED = 64
const matchCache = new Map<string, readonly Row[]>()
let cachedFor: { state: object; version: number } | undefined

function cacheKey(ctx: Ctx): string | undefined {
  const q = ctx.url.searchParams
  if (q.has('spm')) return undefined
  const query = [...q].filter(([k]) => !NOT_A_FILTER.has(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([ctx.def.key, ctx.def.path, ctx.params, ctx.org.id, ctx.user.id, query])
}

/** Every row the query selects, ordered: computed once per table state and query, then O(1). */
export function matching(ctx: Ctx): readonly Row[] {
  const state = mock()
  const version = writeVersion()
  if (!cachedFor || cachedFor.state !== state || cachedFor.version !== version) {
    matchCache.clear()
    cachedFor = { state, version }
  }
  const key = cacheKey(ctx)
  const hit = key === undefined ? undefined : matchCache.get(key)
  if (hit) {
    // Refresh its place in the insertion-ordered map (least recently used goes first).
    matchCache.delete(key!)
    matchCache.set(key!, hit)
    return hit
  }
  // A search over a whole table (not a queryset the resource builds per call) is answered by its haystack.
  const search = ctx.url.searchParams.get('search')?.trim()
  const terms = search && ctx.def.spec.search.length && !ctx.def.queryset ? searchTerms(search) : []
  const base = baseRows(ctx)
  const hits = terms.length ? searchHits(base, ctx.def.spec.search, terms) : undefined
  const preds = predicates(ctx, { search: hits === undefined })
  if (hits) preds.unshift((r) => hits.has(r))
  const rows = ordered(base, orderKeys(ctx), ctx.def.queryset ? undefined : ctx.def.table())
  // Few hits in the table's own order: only they are tested, not every row.
  const candidates = hits && rows === base ? [...hits] : rows
  const result = preds.length ? candidates.filter((r) => preds.every((p) => p(r))) : candidates
  if (key !== undefined) {
    if (matchCache.size >= MAX_CACHED) matchCache.delete(matchCache.keys().next().value!)
    matchCache.set(key, result)
  }
  return result
}

/** Every row the query selects, ordered (no pagination); a copy the caller may keep. */
export function selectRows(ctx: Ctx): Row[] {
  return matching(ctx).slice()
}

/** One page of the query: a slice of the cached selection. */
export function selectPage(ctx: Ctx, offset: number, limit: number): { count: number; rows: Row[] } {
  const rows = matching(ctx)
  return { count: rows.length, rows: rows.slice(offset, offset + limit) }
}

export function pageLinks(url: URL, offset: number, limit: number, count: number) {
  const link = (o: number | null) => {
    const u = new URL(url)
    u.searchParams.set('limit', String(limit))
    if (o === null) u.searchParams.delete('offset')
    else u.searchParams.set('offset', String(o))
    return u.toString()
  }
  return {
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset <= 0 ? null : offset - limit <= 0 ? link(null) : link(offset - limit),
  }
}
