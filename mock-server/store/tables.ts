// Row stores behind the generic resource (drf/resource.ts).
//
// Why not @mswjs/data's query API for lists: at 100 000 rows findFirst/findMany take ~250 ms per call
// (measured: they scan and parse every record), far beyond the 20 ms list budget of issue 3. So the
// models that already live in @mswjs/data (users, orgs, roles, bindings, site messages) stay there as
// the store of record, and reads go through an id → row index kept in step with writes (models.ts counts
// them). Scaled rows (--scale) are bulk-loaded into @mswjs/data's Maps, not created one by one. The ~110 other resources keep their rows in a MemoryTable: a Map in insertion
// order, which is the same thing without the @mswjs/data layer in between.
import { ENTITY_TYPE, PRIMARY_KEY } from '@mswjs/data'
import { bumpModel, bumpWrites, modelVersion } from './models'
import { RowList } from './row-list'

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
  private list = new RowList<R>()
  private v = 0

  version() {
    return this.v
  }
  all(): readonly R[] {
    return this.list.rows(() => this.rows.values())
  }
  get(id: string) {
    return this.rows.get(String(id))
  }
  insert(row: R) {
    const id = String(row.id)
    const replacing = this.rows.has(id)
    this.rows.set(id, row)
    if (replacing) this.list.updated(id, row)
    else this.list.inserted(row)
    this.touch()
    return row
  }
  update(id: string, patch: Partial<R>) {
    const row = this.rows.get(String(id))
    if (!row) return undefined
    const next = { ...row, ...patch, id: row.id } as R
    this.rows.set(String(id), next)
    this.list.updated(String(id), next)
    this.touch()
    return next
  }
  remove(id: string) {
    const ok = this.rows.delete(String(id))
    if (ok) {
      this.list.forget()
      this.touch()
    }
    return ok
  }
  private touch() {
    this.v += 1
    bumpWrites()
  }
}

/** The subset of an @mswjs/data model the adapter uses (kept loose: its generics are deep). */
interface MswModel {
  create(data: Record<string, unknown>): unknown
}

/** The in-memory Database behind an @mswjs/data factory (lib/db/Database.js): one Map per model. */
interface MswDatabase {
  getModel(name: string): Map<string, Row>
  update(name: string, prev: Row, next: Row): void
  delete(name: string, id: string): void
}

/**
 * @mswjs/data 0.16 exports no handle on its Database, only the symbol it sits under (lib/glossary,
 * private): the factory's one own symbol described 'databaseInstance', found by reflection instead.
 */
export function databaseOf(db: object): MswDatabase {
  const key = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance')
  if (!key) throw new Error('not an @mswjs/data factory: no databaseInstance symbol')
  return (db as Record<symbol, MswDatabase>)[key]
}

/**
 * Bulk load of complete rows into a model's Map, as create() leaves them but without its per-row
 * entity building (lodash get/set per property, an event per row), which made --scale 100000 take
 * 100 s. @mswjs/data stays the declared store of record of these models: findFirst, getAll, update
 * and delete see the loaded rows like any other. The rows must carry every property of the model.
 */
export function bulkLoad(db: object, name: string, rows: readonly Record<string, unknown>[]) {
  const map = databaseOf(db).getModel(name)
  for (const row of rows) {
    const id = String(row.id)
    if (map.has(id)) throw new Error(`bulkLoad: duplicate ${name} id ${id}`)
    // The rows become the entities (no copy): the caller hands them over.
    const entity = row as Record<string | symbol, unknown>
    entity[ENTITY_TYPE] = name
    entity[PRIMARY_KEY] = 'id'
    map.set(id, entity as Row)
  }
  bumpModel((db as Record<string, object>)[name])
}

/**
 * An @mswjs/data model seen as a Table. Reads use an id index kept in step with our own writes;
 * a write made elsewhere through the model's API (its write counter moved) rebuilds it once.
 * Updates and deletes go to the Database by id instead of the model's query API, which scans and
 * parses every record (~270 ms per call at 100 000 rows).
 */
export class MswTable<R extends Row = Row> implements Table<R> {
  private indexVersion = -1
  private byId = new Map<string, R>()
  private list = new RowList<R>()
  /** Lookups by another field (username), built on first use and kept in step like byId. */
  private secondary = new Map<string, Map<unknown, R>>()

  constructor(
    private db: object,
    private name: string,
    private columns: readonly string[],
  ) {}

  private get model(): MswModel {
    return (this.db as Record<string, MswModel>)[this.name]
  }
  version() {
    return modelVersion(this.model)
  }
  private sync() {
    const v = this.version()
    if (v === this.indexVersion) return
    this.byId = new Map(databaseOf(this.db).getModel(this.name) as Map<string, R>)
    this.list.forget()
    this.secondary.clear()
    this.indexVersion = v
  }
  /** After one of our own writes: the indexes stay valid, patched by `apply`. */
  private wrote(apply: () => void) {
    bumpModel(this.model)
    apply()
    this.indexVersion = this.version()
  }
  private reindex(prev: R | undefined, next: R | undefined) {
    for (const [field, index] of this.secondary) {
      if (prev && index.get(prev[field]) === prev) index.delete(prev[field])
      if (next) index.set(next[field], next)
    }
  }
  /** The row whose `field` equals `value` (the last one, if several do). */
  findBy(field: string, value: unknown): R | undefined {
    this.sync()
    let index = this.secondary.get(field)
    if (!index) {
      index = new Map()
      for (const row of this.byId.values()) index.set(row[field], row)
      this.secondary.set(field, index)
    }
    return index.get(value)
  }
  all(): readonly R[] {
    this.sync()
    return this.list.rows(() => this.byId.values())
  }
  get(id: string) {
    this.sync()
    return this.byId.get(String(id))
  }
  private pick(data: Record<string, unknown>) {
    return Object.fromEntries(this.columns.filter((c) => c in data && data[c] !== undefined).map((c) => [c, data[c]]))
  }
  insert(row: R) {
    this.sync()
    const before = this.version()
    const created = this.model.create(this.pick(row)) as R
    // create() counted itself; the index follows if nothing else wrote in between.
    if (this.indexVersion === before) {
      const id = String(created.id)
      if (this.byId.has(id)) this.list.updated(id, created)
      else this.list.inserted(created)
      this.byId.set(id, created)
      this.reindex(undefined, created)
      this.indexVersion = this.version()
    }
    return created
  }
  update(id: string, patch: Partial<R>) {
    const prev = this.get(id)
    if (!prev) return undefined
    const data = this.pick(patch)
    delete data.id
    // Spread keeps the entity's own symbol keys (type, primary key), as @mswjs/data's update does.
    const next = { ...prev, ...data } as R
    databaseOf(this.db).update(this.name, prev, next)
    this.wrote(() => {
      this.byId.set(String(id), next)
      this.list.updated(String(id), next)
      this.reindex(prev, next)
    })
    return next
  }
  remove(id: string) {
    const prev = this.get(id)
    if (!prev) return false
    databaseOf(this.db).delete(this.name, String(id))
    this.wrote(() => {
      this.byId.delete(String(id))
      this.list.forget()
      this.reindex(prev, undefined)
    })
    return true
  }
}
