import fc from 'fast-check'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resources } from '../handlers'
import { resetMock } from '../store/live-state'
import { userByUsername } from '../store/lookups'
import { DEFAULT_ORG_ID, ROOT_ORG_ID } from '../store/org-ids'
import { signIn } from '../entry/test-client'
import { matching, selectPage, useListIndexes } from './query'
import type { Ctx, ResourceDef, Row } from './types'
import { MswTable } from '../store/tables'

// The indexes of row-index.ts answer a list exactly as testing every row does (issue 24): the same
// rows in the same order, hence the same count and pages, for every resource served from a table, on
// random rows (Chinese and Japanese names, case folding that changes a text's length, surrogate pairs),
// random searches (empty, separators only, one character, several terms) and filters, with creates,
// updates and deletes between the queries: an index never answers from before a write.

const listed = resources.filter((def) => !def.queryset)
// Overlapping pieces ('sta' + 'taff', 'aba' + 'bab') hold every trigram of a longer term without the term.
const pieces = ['a', 'B', 'x', 'staff', 'sta', 'taff', 'aba', 'bab', 'Web', 'db', '01', '9', '张伟', '李', '东京', '東京', 'とうきょう', 'カタカナ', 'İ', 'ß', 'É', '😀', '-', '_', '.', '@', ' ', 'ldap', 'local', 'true', 'null']
const text = fc.array(fc.constantFrom(...pieces), { maxLength: 4 }).map((xs) => xs.join(''))
const value = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 }) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
)

/** The fields a list reads of a resource's rows: search, filters, ordering, org. */
function fieldsOf(def: ResourceDef): string[] {
  const names = [...def.spec.search, ...def.spec.filters, ...def.spec.ordering, ...(def.spec.orderingFields ?? []), 'org_id']
  return [...new Set(names.map((n) => n.replace(/^[\^=@$-]/, '').replace(/\(.*\)$/, '').replace(/__(in|icontains|id)$/, '')))]
}

// The first row of each table as the seed makes it. The runs of one property share the tables (the mock is
// reset per test, not per run), so a table's first row when a run is made can be one an earlier run wrote,
// a list field made null: taken as the template, that field would then be of any kind (a ticket's
// assignees a number), which no row of the server ever holds.
const seededRows = new Map<ResourceDef, Row | undefined>()
const seededRow = (def: ResourceDef) => seededRows.get(def)
beforeAll(() => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  for (const def of resources) seededRows.set(def, def.table().all()[0])
})

/**
 * A row: a seeded row of the table (the fields the resource's own scopes and filters read) with random
 * list fields, each of its seeded kind (text, list, flag, number) where the seed has it, of any kind
 * where not. @mswjs/data models (users, roles, orgs) take only their own columns, never null.
 */
function rowOf(def: ResourceDef): fc.Arbitrary<Record<string, unknown>> {
  const template: Record<string, unknown> = { ...seededRow(def) }
  delete template.id
  const typed = def.table() instanceof MswTable
  const fields = fieldsOf(def).filter((f) => !typed || (f in template && template[f] !== null))
  const of = (f: string): fc.Arbitrary<unknown> => {
    const seeded = template[f]
    if (!(f in template) || (seeded === null && !typed)) return value
    if (Array.isArray(seeded)) return fc.oneof(fc.array(text, { maxLength: 3 }), fc.constant(null))
    if (typeof seeded === 'boolean') return fc.boolean()
    if (typeof seeded === 'number') return fc.integer({ min: 0, max: 3 })
    return text
  }
  if (!fields.length) return fc.constant(template)
  return fc.record(Object.fromEntries(fields.map((f) => [f, of(f)])), { requiredKeys: [] }).map((r) => ({ ...template, ...r }))
}

type Op =
  | { kind: 'query'; search: string; filter?: [string, number]; order?: string; root: boolean; ids?: number[]; page: { offset: number; limit: number } }
  | { kind: 'insert'; row: Record<string, unknown> }
  | { kind: 'update'; at: number; row: Record<string, unknown> }
  | { kind: 'remove'; at: number }

const search = fc.oneof(
  fc.constant(''),
  fc.constantFrom(' ', ',', ' , '),
  fc.constantFrom(...pieces.filter((p) => p.trim()).flatMap((p) => [...p])),
  fc
    .tuple(fc.array(fc.oneof(text, fc.constantFrom('STAFF', 'web', 'abab', 'babab', 'staff01', '张', '京', 'カ', 'i̇', 'SS', 'é')), { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', ',', ', '))
    .map(([terms, separator]) => terms.join(separator)),
)
const ops = (def: ResourceDef) =>
  fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('query' as const), search, filter: fc.option(fc.tuple(fc.constantFrom('', ...def.spec.filters.map((f) => f.replace(/\(.*\)$/, ''))), fc.nat()), { nil: undefined }), order: fc.option(fc.constantFrom(...[...(def.spec.orderingFields ?? []), ...def.spec.ordering].flatMap((k) => [k, `-${k.replace(/^-/, '')}`]), 'name'), { nil: undefined }), root: fc.boolean(), ids: fc.option(fc.array(fc.nat(), { maxLength: 3 }), { nil: undefined }), page: fc.record({ offset: fc.nat(30), limit: fc.integer({ min: 1, max: 15 }) }) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('insert' as const), row: rowOf(def) }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('update' as const), at: fc.nat(), row: rowOf(def) }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
    ),
    { minLength: 1, maxLength: 12 },
  )

/** A filter's value taken from a row (so that filters select something), or a value of django-filter's own words. */
function filterValue(rows: readonly Row[], name: string, n: number): string {
  const words = ['true', '1', 'True', 'false', '0', 'null', 'ldap', '张伟']
  const field = name.replace(/__(in|icontains|id)$/, '')
  const cell = rows.length ? rows[n % rows.length][field] : undefined
  const fromRow = Array.isArray(cell) ? cell[n % Math.max(1, cell.length)] : cell
  return n % 3 === 0 || fromRow === undefined ? words[n % words.length] : String(fromRow)
}

let adminId = ''
beforeEach(async () => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  await signIn('admin')
  adminId = userByUsername('admin')!.id
})
afterEach(() => useListIndexes(true))

function ctxOf(def: ResourceDef, query: URLSearchParams, root: boolean): Ctx {
  return { def, url: new URL(`http://mock.test${def.path}?${query}`), params: {}, org: { id: root ? ROOT_ORG_ID : DEFAULT_ORG_ID }, user: { id: adminId } } as unknown as Ctx
}

const ids = (rows: readonly Row[]) => rows.map((r) => r.id)
type Query = { ctx: Ctx; page: { offset: number; limit: number } }
const answers = ({ ctx, page }: Query) => {
  const { count, rows } = selectPage(ctx, page.offset, page.limit)
  return { all: ids(matching(ctx)), count, page: ids(rows) }
}
/**
 * Queries of one table state with the indexes (one after another, so that each meets what the ones before
 * it kept), then by a test of every row: the same rows in the same order, the same counts and pages.
 */
function bothWays(queries: Query[]): string[][] {
  useListIndexes(true)
  const indexed = queries.map(answers)
  useListIndexes(false)
  const scanned = queries.map(answers)
  useListIndexes(true)
  expect(indexed).toEqual(scanned)
  return indexed.map((a) => a.all)
}
const oneWay = (ctx: Ctx) => bothWays([{ ctx, page: { offset: 1, limit: 2 } }])[0]

let serial = 0
function run(def: ResourceDef, steps: Op[]) {
  const table = def.table()
  let pending: Query[] = []
  const flush = () => {
    if (pending.length) bothWays(pending)
    pending = []
  }
  for (const op of steps) {
    const rows = table.all()
    if (op.kind !== 'query') flush()
    if (op.kind === 'insert') table.insert({ ...op.row, id: `row-${++serial}` })
    else if (op.kind === 'update' && rows.length) table.update(rows[op.at % rows.length].id, op.row)
    else if (op.kind === 'remove' && rows.length) table.remove(rows[op.at % rows.length].id)
    else if (op.kind === 'query') {
      const q = new URLSearchParams()
      if (op.search) q.set('search', op.search)
      if (op.filter?.[0]) q.set(op.filter[0], filterValue(rows, op.filter[0], op.filter[1]))
      if (op.order) q.set('order', op.order)
      if (op.ids) q.set('ids', op.ids.map((n) => (rows.length ? rows[n % rows.length].id : 'none')).join(','))
      pending.push({ ctx: ctxOf(def, q, op.root), page: op.page })
    }
  }
  flush()
}

describe('list indexes (issue 24)', () => {
  it('answer every resource as a scan does, with writes between the queries', () => {
    fc.assert(
      fc.property(fc.constantFrom(...listed).chain((def) => fc.tuple(fc.constant(def), fc.array(rowOf(def), { maxLength: 20 }), ops(def))), ([def, seedRows, steps]) => {
        for (const row of seedRows) def.table().insert({ ...row, id: `row-${++serial}` })
        run(def, steps)
      }),
      { numRuns: 300 },
    )
  })

  it('answer each resource at least once, on its seeded rows and a few of its own', () => {
    for (const def of listed) {
      fc.assert(fc.property(ops(def), (steps) => run(def, steps)), { numRuns: 3 })
    }
  })

  it('never answer from before a write: a renamed row is found by its new name only, a deleted one not at all', () => {
    const def = listed.find((d) => d.key === 'user groups')!
    const table = def.table()
    const names = (search: string) => oneWay(ctxOf(def, new URLSearchParams({ search }), true)).map((id) => table.get(id)?.name)
    const row = table.insert({ id: 'g-1', name: '开发组 alpha', org_id: DEFAULT_ORG_ID, users: [] })
    expect(names('开发')).toEqual(['开发组 alpha'])
    table.update(row.id, { name: 'チーム beta' })
    expect(names('开发')).toEqual([])
    expect(names('チーム')).toEqual(['チーム beta'])
    expect(names('a')).toContain('チーム beta')
    table.remove(row.id)
    expect(names('チーム')).toEqual([])
    expect(names('beta')).toEqual([])
  })

  it('stay right after enough updates to rebuild themselves (their dead rows outnumber the live ones)', () => {
    const def = listed.find((d) => d.key === 'user groups')!
    const table = def.table()
    for (let i = 0; i < 40; i++) table.insert({ id: `g-${i}`, name: `group ${i}`, org_id: DEFAULT_ORG_ID, users: [] })
    for (let round = 0; round < 60; round++) {
      for (let i = 0; i < 40; i++) table.update(`g-${i}`, { name: `group ${i} v${round}` })
      // A query between some rounds only: the index meets many writes at once as well as one.
      if (round % 7 === 0 || round > 55) expect(oneWay(ctxOf(def, new URLSearchParams({ search: `v${round}` }), true))).toHaveLength(40)
    }
    expect(oneWay(ctxOf(def, new URLSearchParams({ search: 'v58' }), true))).toEqual([])
    // Terms are each looked for anywhere: "3" holds for groups 3, 13, 23, 30–39.
    const threes = Array.from({ length: 40 }, (_, i) => i).filter((i) => String(i).includes('3')).map((i) => `g-${i}`)
    expect(oneWay(ctxOf(def, new URLSearchParams({ search: 'group 3 v59' }), true)).sort()).toEqual(threes.sort())
  })
})

describe("a resource's own scope", () => {
  it('reads the query: the comments of one ticket, then of another, in one table state', () => {
    const def = listed.find((d) => d.key === 'ticket comments')!
    def.table().insert({ id: 'c-1', ticket: 't-1', body: 'first 评论', user: adminId })
    def.table().insert({ id: 'c-2', ticket: 't-2', body: 'second コメント', user: adminId })
    const query = (params: Record<string, string>) => ({ ctx: ctxOf(def, new URLSearchParams(params), true), page: { offset: 0, limit: 15 } })
    const tickets = ['t-1', 't-2', 't-1']
    const answered = bothWays(tickets.flatMap((ticket_id) => [query({ ticket_id }), query({ ticket_id, search: 'e' })]))
    expect(answered).toEqual([['c-1'], ['c-1'], ['c-2'], ['c-2'], ['c-1'], ['c-1']])
  })
})

describe('a longer term', () => {
  it('is not found where only its trigrams are, apart', () => {
    const def = listed.find((d) => d.key === 'user groups')!
    def.table().insert({ id: 'g-apart', name: 'sta taff ab-bab', org_id: DEFAULT_ORG_ID, users: [] })
    def.table().insert({ id: 'g-whole', name: 'staff abab', org_id: DEFAULT_ORG_ID, users: [] })
    for (const search of ['staff', 'abab', 'STAFF ABAB']) expect(oneWay(ctxOf(def, new URLSearchParams({ search }), true))).toEqual(['g-whole'])
  })
})
