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
  current ??= createState(startOptions)
  return current
}

/** A fresh seed (POST /__mock/reset). Sessions are dropped too: every scenario signs in anew. */
/** What the server was started with (`--scale`): a reset without options returns to it. */
let startOptions: SeedOptions = {}

/** The seed options of the running server; every later plain reset returns to them. */
export function startMock(options: SeedOptions): MockState {
  startOptions = options
  return resetMock(options)
}

/**
 * A fresh seed. Without options it is the server's start seed, never the last one asked for, so a
 * scenario that seeds another scale leaves nothing to the next one.
 */
export function resetMock(options: SeedOptions = startOptions): MockState {
  current = createState(options)
  resetListeners.forEach((listener) => listener())
  return current
}

export function onReset(listener: () => void) {
  resetListeners.add(listener)
  return () => resetListeners.delete(listener)
}
