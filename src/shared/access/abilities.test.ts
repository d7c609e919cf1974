import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { detailAbilities, EVERY_CALL, importModeAllowed, listAbilities, NO_CALL } from './abilities'

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

describe('what the resource accepts (reference §1.6, TSV methods)', () => {
  const offered = (calls: typeof EVERY_CALL) =>
    Object.entries(listAbilities(users, all, false, calls)).filter(([, v]) => v).map(([k]) => k).sort()

  it('a read-only resource offers only export and the name link, whatever is held', () => {
    expect(offered(NO_CALL)).toEqual(['export', 'nameLink'])
    expect(detailAbilities(users, all, false, NO_CALL)).toEqual({ update: false, delete: false })
  })

  it('without POST there is no create, clone; without bulk PATCH no bulk update; import needs create or update', () => {
    expect(offered({ ...EVERY_CALL, create: false })).toEqual(['bulkDelete', 'bulkUpdate', 'export', 'import', 'nameLink', 'rowDelete', 'rowEdit'])
    expect(offered({ ...EVERY_CALL, bulkUpdate: false })).not.toContain('bulkUpdate')
    expect(offered({ ...NO_CALL, update: true })).toEqual(['export', 'import', 'nameLink', 'rowEdit'])
  })

  it('a call the resource refuses only takes away', () => {
    const calls = fc.record({ create: fc.boolean(), update: fc.boolean(), bulkUpdate: fc.boolean(), delete: fc.boolean() })
    fc.assert(
      fc.property(fc.subarray(all), fc.boolean(), calls, (held, root, c) => {
        const some = listAbilities(users, held, root, c)
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
