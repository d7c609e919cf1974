// The shape of the mock's state, and its tables, apart from the live state (live-state.ts) so the seed
// can fill a state it is handed without importing the module that creates it.
import type { Db } from './models'
import { MemoryTable } from './tables'
import type { SeedOptions } from '../seed'
import type { defaultLicence, PublicSettings } from '../seed/settings'

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
  /** Rows of the resources not modelled in @mswjs/data, by resource name (tables.ts says why). */
  tables: Map<string, MemoryTable>
  /** Running LDAP sync state for the cache_police dance (reference §2.9). */
  ldap: { cache: 'empty' | 'syncing' | 'ready' | 'failed'; syncStartedAt?: number }
}

/** The MemoryTable of a resource, created empty on first use. */
export function tableIn(state: MockState, key: string): MemoryTable {
  let table = state.tables.get(key)
  if (!table) {
    table = new MemoryTable()
    state.tables.set(key, table)
  }
  return table
}
