// Row stores behind the generic resource (mock-server/resource.ts).
//
// Why not @mswjs/data's query API for lists: at 100 000 rows findFirst/findMany take ~250 ms per call
// (measured: they scan and parse every record), far beyond the 20 ms list budget of issue 3. So the
// models that already live in @mswjs/data (users, orgs, roles, bindings, site messages) stay there as
// the store of record, and reads go through an id → row index rebuilt only when the model changed
// (db.ts counts writes). The ~110 other resources keep their rows in a MemoryTable: a Map in insertion
// order, which is the same thing without the @mswjs/data layer in between.
import { modelVersion } from './db'

export type Row = { id: string } & Record<string, unknown>

export interface Table<R extends Row = Row> {
  /** Changes on every write; caches (sorted indexes, reverse relations) key on it. */
  version(): number
  all(): readonly R[]
  get(id: string): R | undefined
  insert(row: R): R
  update(id: string, patch: Partial<R>): R | undefined
  remove(id: string): boolean
}

export class MemoryTable<R extends Row = Row> implements Table<R> {
  private rows = new Map<string, R>()
  private cache: R[] | null = null
  private v = 0

  version() {
    return this.v
  }
  all(): readonly R[] {
    this.cache ??= Array.from(this.rows.values())
    return this.cache
  }
  get(id: string) {
    return this.rows.get(String(id))
  }
  insert(row: R) {
    this.rows.set(String(row.id), row)
    this.touch()
    return row
  }
  update(id: string, patch: Partial<R>) {
    const row = this.rows.get(String(id))
    if (!row) return undefined
    const next = { ...row, ...patch, id: row.id } as R
    this.rows.set(String(id), next)
    this.touch()
    return next
  }
  remove(id: string) {
    const ok = this.rows.delete(String(id))
    if (ok) this.touch()
    return ok
  }
  private touch() {
    this.v += 1
    this.cache = null
  }
}

/** The subset of an @mswjs/data model the adapter uses (kept loose: its generics are deep). */
interface MswModel {
  getAll(): unknown[]
  create(data: Record<string, unknown>): unknown
  update(query: { where: { id: { equals: string } }; data: Record<string, unknown> }): unknown
  delete(query: { where: { id: { equals: string } } }): unknown
}

/** An @mswjs/data model seen as a Table, with an id index rebuilt when the model's write count moves. */
export class MswTable<R extends Row = Row> implements Table<R> {
  private indexVersion = -1
  private rows: R[] = []
  private byId = new Map<string, R>()

  constructor(
    private model: MswModel,
    private columns: readonly string[],
  ) {}

  version() {
    return modelVersion(this.model)
  }
  private sync() {
    const v = this.version()
    if (v === this.indexVersion) return
    this.rows = this.model.getAll() as R[]
    this.byId = new Map(this.rows.map((r) => [r.id, r]))
    this.indexVersion = v
  }
  all() {
    this.sync()
    return this.rows
  }
  get(id: string) {
    this.sync()
    return this.byId.get(String(id))
  }
  private pick(data: Record<string, unknown>) {
    return Object.fromEntries(this.columns.filter((c) => c in data && data[c] !== undefined).map((c) => [c, data[c]]))
  }
  insert(row: R) {
    return this.model.create(this.pick(row)) as R
  }
  update(id: string, patch: Partial<R>) {
    if (!this.get(id)) return undefined
    const data = this.pick(patch)
    delete data.id
    return this.model.update({ where: { id: { equals: String(id) } }, data }) as R
  }
  remove(id: string) {
    if (!this.get(id)) return false
    this.model.delete({ where: { id: { equals: String(id) } } })
    return true
  }
}
