import { createDb } from './models'
import { tableIn, type MockState } from './state-shape'
import type { MemoryTable } from './tables'
import { seed, type SeedOptions } from '../seed'
import { seedResources } from '../seed/resources'
import { defaultLicence, defaultPublicSettings } from '../seed/settings'

export type { FailRule, MockState, Session } from './state-shape'

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

/** The MemoryTable of a resource in the live state (or the one given), created empty on first use. */
export const tableOf = (key: string, state: MockState = mock()): MemoryTable => tableIn(state, key)

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
