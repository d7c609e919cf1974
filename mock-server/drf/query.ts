import { parseServerDate } from './dates'
import { ROOT_ORG_ID } from '../store/org-ids'
import { writeVersion } from '../store/models'
import { mock } from '../store/live-state'
import type { Ctx, Row } from './types'
import { replacedSince } from '../store/row-list'
import { intersect, TableIndex, SubstringIndex, ValueIndex } from './row-index'

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
  // The positions the table's row list says it replaced (store/row-list.ts), else every position compared.
  const told = replacedSince(prev.rows, rows)
  if (told && told.length > MAX_PATCHED) return undefined
  const changed: [number, Row, Row][] = []
  const look = (i: number) => {
    const before = prev.rows[i]
    const after = rows[i]
    if (before === after) return true
    if (before.id !== after.id || fields.some((f) => cmp(before[f.name], after[f.name]) !== 0)) return false
    changed.push([i, before, after])
    return changed.length <= MAX_PATCHED
  }
  if (told) {
    if (!told.every(look)) return undefined
  } else for (let i = 0; i < rows.length; i++) if (!look(i)) return undefined
  // Where each changed row stood in the order: its rank (ranksIn), else a search.
  const rank = ranks.get(prev.sorted)
  const sorted = prev.sorted.slice()
  for (const [i, before, after] of changed) {
    const at = rank && sorted[rank[i]] === before ? rank[i] : sorted.indexOf(before)
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
  const kept = prev && patched(prev, rows, fields)
  // Rows in the same places of the table and of the order: the order's ranks (ranksIn) hold too.
  const keptRanks = kept && ranks.get(prev.sorted)
  if (keptRanks) ranks.set(kept, keptRanks)
  const sorted =
    kept ??
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

const textOf = (v: unknown) => (Array.isArray(v) ? v.join(' ') : v === null || v === undefined ? '' : String(v)).toLowerCase()
/** A row's search texts: per search field, lower-cased, a list's items joined by a space. */
const textsOf = (row: Row, fields: readonly string[]) => fields.map((f) => textOf(searchValue(row, f)))

// Lower-cased search text per row and field list; rows are replaced (never mutated) on update.
const searchCache = new WeakMap<Row, { key: string; values: string[] }>()
function searchTexts(row: Row, fields: string[], key: string): string[] {
  const hit = searchCache.get(row)
  if (hit && hit.key === key) return hit.values
  const values = textsOf(row, fields)
  searchCache.set(row, { key, values })
  return values
}

export type Predicate = (row: Row) => boolean

const searchTerms = (search: string) => search.toLowerCase().split(/[\s,]+/).filter(Boolean)

function exactMatch(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.some((v) => String(v) === wanted)
  if (typeof value === 'boolean') return value === ['true', '1', 'True'].includes(wanted)
  if (value === null || value === undefined) return wanted === '' || wanted === 'null'
  return String(value) === wanted
}

// exactMatch as index keys: a row's value gives the keys it is found under, a wanted value the keys it
// looks under (a flag matches any wanted value that is not a true one; no value matches '' and 'null').
function exactKeys(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.map(String)
  if (typeof value === 'boolean') return [value]
  if (value === null || value === undefined) return [null]
  return [String(value)]
}
const wantedKeys = (wanted: string) => [wanted, ['true', '1', 'True'].includes(wanted), ...(wanted === '' || wanted === 'null' ? [null] : [])]

/** A test of a row, and, where an index can answer it, the slots of the rows that pass it. */
interface Constraint {
  test: Predicate
  lookup?: (index: TableIndex) => Int32Array
  /** The lookup tests every row (once per table state): a few candidates are better tested themselves. */
  costly?: boolean
}

/** The test of a filter on one field whose rows an exact-value index finds (`name`: the index's name). */
function byValue(name: string, valueOf: (row: Row) => unknown, keysOf: (v: unknown) => unknown[], test: Predicate, keys: unknown[]): Constraint {
  return { test, lookup: (index) => index.index(name, () => new ValueIndex((row) => keysOf(valueOf(row)))).find(keys, index.capacity) }
}

function searchConstraint(fields: string[], search: string): Constraint {
  const terms = searchTerms(search)
  const key = fields.join(',')
  return {
    test: (row) => {
      const texts = searchTexts(row, fields, key)
      return terms.every((t) => texts.some((text) => text.includes(t)))
    },
    lookup: (index) => {
      const grams = index.index(`search:${key}`, () => new SubstringIndex((row) => textsOf(row, fields)))
      const perTerm = terms.map((term) => grams.find(term, index.capacity))
      return perTerm.sort((a, b) => a.length - b.length).reduce(intersect)
    },
  }
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

/** The query's tests of a row (scope, search, filters, ids, spm), each with its index lookup where one answers it. */
function constraints(ctx: Ctx): Constraint[] {
  const { def, url } = ctx
  const q = url.searchParams
  const out: Constraint[] = []
  const scope = scopePredicate(ctx)
  // The default scope (the current org) is an exact value of org_id; a resource's own is a test, whose
  // rows are kept while no table changes (as the list cache keeps whole answers).
  if (scope && def.scope) out.push({ test: scope, lookup: (index) => scopeSlots(ctx, index, scope), costly: true })
  else if (scope) out.push(byValue('org', (row) => row.org_id, (v) => (typeof v === 'string' ? [v] : []), scope, [ctx.org.id]))

  // A search of separators only (`?search=,`) selects every row, as no search.
  const search = q.get('search')?.trim()
  if (search && def.spec.search.length && searchTerms(search).length) out.push(searchConstraint(def.spec.search, search))

  for (const raw of def.spec.filters) {
    const range = /^(\w+)\(date range on (\w+)\)$/.exec(raw)
    const name = raw.replace(/\(.*\)$/, '')
    const value = q.get(name)
    if (value === null || value === '') continue
    const custom = def.filters?.[name]
    if (custom) {
      out.push({ test: custom(value, ctx) })
      continue
    }
    if (range) {
      const bound = parseServerDate(value)?.getTime()
      if (bound === undefined) continue
      const field = range[2]
      const after = range[1] === 'date_from'
      out.push({
        test: (row) => {
          const t = parseServerDate(String(row[field] ?? ''))?.getTime()
          return t !== undefined && (after ? t >= bound : t <= bound)
        },
      })
      continue
    }
    const lookup = /^(\w+?)__(in|icontains|id)$/.exec(name)
    if (lookup?.[2] === 'in') {
      const field = lookup[1]
      const values = value.split(',')
      const set = new Set(values)
      out.push(byValue(`in:${field}`, (row) => row[field], (v) => [String(v)], (row) => set.has(String(row[field])), values))
    } else if (lookup?.[2] === 'icontains') {
      const v = value.toLowerCase()
      out.push({
        test: (row) => {
          const cell = row[lookup[1]]
          return (Array.isArray(cell) ? cell.join(' ') : String(cell ?? '')).toLowerCase().includes(v)
        },
      })
    } else if (lookup?.[2] === 'id') {
      const field = lookup[1]
      out.push(byValue(`exact:${field}`, (row) => row[field], exactKeys, (row) => exactMatch(row[field], value), wantedKeys(value)))
    } else {
      const valueOf = (row: Row) => (name in row ? row[name] : row[name.replace('__', '_')])
      out.push(byValue(`exact?${name}`, valueOf, exactKeys, (row) => exactMatch(valueOf(row), value), wantedKeys(value)))
    }
  }
  for (const [name, make] of Object.entries(def.filters ?? {})) {
    if (!def.spec.filters.some((f) => f.replace(/\(.*\)$/, '') === name) && q.get(name)) out.push({ test: make(q.get(name)!, ctx) })
  }

  const ids = q.get('ids')
  if (ids) out.push(byIds(ids.split(',')))
  const spm = q.get('spm')
  if (spm) out.push(byIds(spmIds(spm)))
  return out
}

function byIds(ids: Iterable<string>): Constraint {
  const set = new Set(ids)
  return { test: (row) => set.has(String(row.id)), lookup: (index) => index.slotsOfIds(set) }
}

let indexesOn = true
/** Lists answered with the indexes (the default) or by testing every row: the bench and the tests compare the two. */
export function useListIndexes(on: boolean) {
  indexesOn = on
  matchCache.clear()
  scopeCache.clear()
}

// Indexes per table (a reset makes new tables, so new indexes), and per ordered array the rank of each
// position of the table's array in it.
const indexes = new WeakMap<object, TableIndex>()
function indexFor(table: object, rows: readonly Row[]): TableIndex {
  let index = indexes.get(table)
  if (!index) indexes.set(table, (index = new TableIndex()))
  index.sync(rows)
  return index
}
/**
 * The rows of a table whose `keyOf` is `key`, through an exact-value index named `name` kept with the
 * list indexes (issue 24: a create's unique check at 10 000 rows without testing every row).
 */
export function rowsKeyed(table: { all(): readonly Row[] }, name: string, keyOf: (row: Row) => unknown, key: unknown): Row[] {
  const rows = table.all()
  if (!indexesOn) return rows.filter((row) => keyOf(row) === key)
  const index = indexFor(table, rows)
  const slots = index.index(name, () => new ValueIndex((row) => [keyOf(row)])).find([key], index.capacity)
  return Array.from(slots, (slot) => index.row(slot)).filter((row): row is Row => row !== undefined)
}

const ranks = new WeakMap<readonly Row[], Int32Array>()
function ranksIn(index: TableIndex, sorted: readonly Row[]): Int32Array {
  let rank = ranks.get(sorted)
  if (!rank) {
    rank = new Int32Array(sorted.length)
    for (let r = 0; r < sorted.length; r++) rank[index.positionOf(sorted[r])] = r
    ranks.set(sorted, rank)
  }
  return rank
}

/**
 * The rows a query selects, in order: the list itself, or its rows at `picks` (ascending places in the
 * list), so that a search selecting most of 100k rows is counted and paged without an array of them.
 */
class Selection {
  private rows?: readonly Row[]
  constructor(
    private list: readonly Row[],
    private picks?: Int32Array,
  ) {}
  get count() {
    return this.picks ? this.picks.length : this.list.length
  }
  slice(from: number, to: number): Row[] {
    return this.picks ? Array.from(this.picks.subarray(from, to), (r) => this.list[r]) : this.list.slice(from, to)
  }
  all(): readonly Row[] {
    this.rows ??= this.picks ? this.slice(0, this.picks.length) : this.list
    return this.rows
  }
}

/** The places in `rows` (the table's array `base`, ordered) of the rows of these slots, ascending. */
function inOrder(index: TableIndex, slots: Int32Array, base: readonly Row[], rows: readonly Row[]): Int32Array {
  const positions = index.positions(slots)
  const rank = rows === base ? undefined : ranksIn(index, rows)
  const ranked = rank ? positions.map((at) => rank[at]) : positions
  // Few rows: sort their places; many: mark them and read the marks in order.
  if (ranked.length * 16 < rows.length) return ranked.sort()
  const marked = new Uint8Array(rows.length)
  for (let i = 0; i < ranked.length; i++) marked[ranked[i]] = 1
  const out = new Int32Array(ranked.length)
  for (let r = 0, k = 0; r < rows.length; r++) if (marked[r]) out[k++] = r
  return out
}

// The filtered, ordered rows of a query, reused by the next pages of the same query. A result depends
// on the tables (any of them: scopes and filters read memberships, bindings, relations), on who asks
// in which org, and on the query without its paging and rendering parameters; the key holds all of
// that, with the global write counter standing for the tables. ?spm= results are not kept (entries
// expire with time, not with writes).
const scopeCache = new Map<string, Int32Array>()
function scopeSlots(ctx: Ctx, index: TableIndex, scope: Predicate): Int32Array {
  // A scope may read the query (ticket comments: ?ticket_id=): all of it but the search and the order is in the key.
  const query = [...ctx.url.searchParams].filter(([k]) => k !== 'search' && k !== 'order' && !NOT_A_FILTER.has(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const key = JSON.stringify([ctx.def.key, ctx.def.path, ctx.params, ctx.org.id, ctx.user.id, query])
  let slots = scopeCache.get(key)
  if (!slots) {
    if (scopeCache.size >= MAX_CACHED) scopeCache.delete(scopeCache.keys().next().value!)
    scopeCache.set(key, (slots = index.slotsWhere(scope)))
  }
  return slots
}

const NOT_A_FILTER = new Set(['limit', 'offset', 'format', 'template', 'draw', 'display', 'fields', 'fields!', 'oid'])
const MAX_CACHED = 64
const matchCache = new Map<string, Selection>()
let cachedFor: { state: object; version: number } | undefined

function cacheKey(ctx: Ctx): string | undefined {
  const q = ctx.url.searchParams
  if (q.has('spm')) return undefined
  const query = [...q].filter(([k]) => !NOT_A_FILTER.has(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return JSON.stringify([ctx.def.key, ctx.def.path, ctx.params, ctx.org.id, ctx.user.id, query])
}

/** Every row the query selects, ordered: computed once per table state and query, then O(1). */
export const matching = (ctx: Ctx): readonly Row[] => selection(ctx).all()

function selection(ctx: Ctx): Selection {
  const state = mock()
  const version = writeVersion()
  if (!cachedFor || cachedFor.state !== state || cachedFor.version !== version) {
    matchCache.clear()
    scopeCache.clear()
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
  const result = select(ctx)
  if (key !== undefined) {
    if (matchCache.size >= MAX_CACHED) matchCache.delete(matchCache.keys().next().value!)
    matchCache.set(key, result)
  }
  return result
}

/**
 * The query's rows, ordered. Over a table (not a queryset the resource builds per call), the tests an
 * index answers (search, exact filters, the org, ids) give the candidate rows, and only those meet the
 * other tests; the answer is the scan's, row for row (row-index.test.ts holds the two side by side).
 */
function select(ctx: Ctx): Selection {
  const table = ctx.def.queryset || !indexesOn ? undefined : ctx.def.table()
  const base = baseRows(ctx)
  const rows = ordered(base, orderKeys(ctx), table)
  const all = constraints(ctx)
  const indexed = table ? all.filter((c) => c.lookup) : []
  if (!table || !indexed.length) return new Selection(all.length ? rows.filter((r) => all.every((c) => c.test(r))) : rows)
  const index = indexFor(table, base)
  const rest = all.filter((c) => !c.lookup)
  let slots: Int32Array | undefined
  for (const c of indexed.sort((a, b) => Number(a.costly ?? false) - Number(b.costly ?? false))) {
    if (c.costly && slots && slots.length * 8 < index.capacity) rest.push(c)
    else slots = slots ? intersect(slots, c.lookup!(index)) : c.lookup!(index)
  }
  const picks = inOrder(index, slots!, base, rows)
  return new Selection(rows, rest.length ? picks.filter((r) => rest.every((c) => c.test(rows[r]))) : picks)
}

/** Every row the query selects, ordered (no pagination); a copy the caller may keep. */
export function selectRows(ctx: Ctx): Row[] {
  return matching(ctx).slice()
}

/** One page of the query: a slice of the cached selection. */
export function selectPage(ctx: Ctx, offset: number, limit: number): { count: number; rows: Row[] } {
  const rows = selection(ctx)
  return { count: rows.count, rows: rows.slice(offset, offset + limit) }
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
