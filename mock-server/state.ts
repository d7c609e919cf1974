import { createDb, type Db } from './db'
import { MemoryTable } from './store'
import { seed, type SeedOptions } from './seed'
import { seedResources } from './seed/resources'
import { defaultLicence, defaultPublicSettings, type PublicSettings } from './seed/settings'

export interface Session {
  id: string
  userId: string
  csrfToken: string
  loginAt: number
  /** 'age' when the user chose auto login, else 'close' (reference §1.11). */
  expireMode: 'age' | 'close'
  /** Set while a password was accepted but the MFA step is still due. */
  pendingMfa?: boolean
  confirmLevel?: number
  confirmTime?: number
  next?: string
}

export interface FailRule {
  method: string
  path: string
  status: number
  body?: unknown
  delayMs?: number
  times: number
}

export interface MockState {
  db: Db
  settings: PublicSettings
  licence: ReturnType<typeof defaultLicence>
  sessions: Map<string, Session>
  spmCache: Map<string, { ids: string[]; expires: number }>
  failRules: FailRule[]
  seedOptions: SeedOptions
  /** Rows of the resources not modelled in @mswjs/data, by resource name (store.ts says why). */
  tables: Map<string, MemoryTable>
  /** Running LDAP sync state for the cache_police dance (reference §2.9). */
  ldap: { cache: 'empty' | 'syncing' | 'ready' | 'failed'; syncStartedAt?: number }
}

function createState(options: SeedOptions): MockState {
  const db = createDb()
  const settings = defaultPublicSettings()
  const tables = new Map<string, MemoryTable>()
  seed(db, settings, options)
  const state: MockState = {
    db,
    settings,
    licence: defaultLicence(options.now),
    sessions: new Map(),
    spmCache: new Map(),
    failRules: [],
    seedOptions: options,
    tables,
    ldap: { cache: 'empty' },
  }
  seedResources(state, options)
  return state
}

/** The MemoryTable of a resource, created empty on first use. */
export function tableOf(key: string, state: MockState = mock()): MemoryTable {
  let table = state.tables.get(key)
  if (!table) {
    table = new MemoryTable()
    state.tables.set(key, table)
  }
  return table
}

let current: MockState | undefined
const resetListeners = new Set<() => void>()

/** The live mock state; created on first use with the default seed. */
export function mock(): MockState {
  current ??= createState({})
  return current
}

/** A fresh seed (POST /__mock/reset). Sessions are dropped too: every scenario signs in anew. */
export function resetMock(options: SeedOptions = current?.seedOptions ?? {}): MockState {
  current = createState(options)
  resetListeners.forEach((listener) => listener())
  return current
}

export function onReset(listener: () => void) {
  resetListeners.add(listener)
  return () => resetListeners.delete(listener)
}
