import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detailAbilities, importModeAllowed, listAbilities, type ListAction, type ListMethods } from './abilities'

const users = { app: 'users', model: 'user' }
const all = ['users.view_user', 'users.add_user', 'users.change_user', 'users.delete_user']
/** The nine list-page actions of shell §6, written here. */
const LIST_ACTIONS = ['create', 'bulkDelete', 'bulkUpdate', 'import', 'export', 'rowEdit', 'rowClone', 'rowDelete', 'nameLink'] as const

describe('list abilities (shell §6)', () => {
  it('grants everything with all four permissions outside the root org', () => {
    expect(Object.values(listAbilities(users, all, false)).every(Boolean)).toBe(true)
  })

  it('turns off exactly create, bulk update, import, row edit and row clone in the root org', () => {
    const off = Object.entries(listAbilities(users, all, true)).filter(([, v]) => !v).map(([k]) => k).sort()
    expect(off).toEqual(['bulkUpdate', 'create', 'import', 'rowClone', 'rowEdit'])
  })

  it('grants nothing without permissions, and nothing for another model', () => {
    expect(Object.values(listAbilities(users, [], false)).some(Boolean)).toBe(false)
    expect(Object.values(listAbilities(users, ['assets.view_asset', 'assets.add_asset'], false)).some(Boolean)).toBe(false)
  })

  it('import needs add or change', () => {
    expect(listAbilities(users, ['users.add_user'], false).import).toBe(true)
    expect(listAbilities(users, ['users.change_user'], false).import).toBe(true)
    expect(listAbilities(users, ['users.view_user', 'users.delete_user'], false).import).toBe(false)
    expect(importModeAllowed(users, 'create', ['users.change_user'])).toBe(false)
    expect(importModeAllowed(users, 'create', ['users.add_user'])).toBe(true)
    expect(importModeAllowed(users, 'update', ['users.add_user'])).toBe(false)
    expect(importModeAllowed(users, 'update', ['users.change_user'])).toBe(true)
  })

  it('is monotonic in the held set and the root org only takes away', () => {
    const held = fc.subarray(all)
    fc.assert(
      fc.property(held, held, fc.boolean(), (a, b, root) => {
        const less = listAbilities(users, a, root)
        const more = listAbilities(users, [...a, ...b], root)
        const inRoot = listAbilities(users, a, true)
        for (const action of LIST_ACTIONS) {
          if (less[action]) expect(more[action]).toBe(true)
          if (inRoot[action]) expect(listAbilities(users, a, false)[action]).toBe(true)
        }
      }),
    )
  })
})

describe('what the resource offers (reference §1.6, TSV methods)', () => {
  const every: ListMethods = { POST: true, PATCH: true }
  const offered = (methods = every, without: ListAction[] = []) =>
    Object.entries(listAbilities(users, all, false, methods, without)).filter(([, v]) => v).map(([k]) => k).sort()

  it('an action the resource is without is withheld whatever is held, on the detail too', () => {
    const writes: ListAction[] = ['create', 'bulkDelete', 'bulkUpdate', 'import', 'rowEdit', 'rowClone', 'rowDelete']
    expect(offered(every, writes)).toEqual(['export', 'nameLink'])
    expect(detailAbilities(users, all, false, writes)).toEqual({ update: false, delete: false })
    expect(detailAbilities(users, all, false, ['rowEdit'])).toEqual({ update: false, delete: true })
  })

  it('without POST in the metadata there is no create or clone; without PATCH no bulk update', () => {
    expect(offered({ POST: false, PATCH: true })).toEqual(['bulkDelete', 'bulkUpdate', 'export', 'import', 'nameLink', 'rowDelete', 'rowEdit'])
    expect(offered({ POST: true, PATCH: false })).toEqual(['bulkDelete', 'create', 'export', 'import', 'nameLink', 'rowClone', 'rowDelete', 'rowEdit'])
  })

  it('what the resource refuses only takes away', () => {
    const methods = fc.record({ POST: fc.boolean(), PATCH: fc.boolean() })
    fc.assert(
      fc.property(fc.subarray(all), fc.boolean(), methods, fc.subarray([...LIST_ACTIONS]), (held, root, m, without) => {
        const some = listAbilities(users, held, root, m, without)
        const every = listAbilities(users, held, root)
        for (const action of LIST_ACTIONS) if (some[action]) expect(every[action]).toBe(true)
      }),
    )
  })
})

describe('detail abilities (shell §6)', () => {
  it('Update needs change and is disabled in the root org; Delete needs delete', () => {
    expect(detailAbilities(users, ['users.change_user'], false)).toEqual({ update: true, delete: false })
    expect(detailAbilities(users, ['users.change_user', 'users.delete_user'], true)).toEqual({ update: false, delete: true })
  })
})
