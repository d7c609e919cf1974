import { describe, expect, it } from 'vitest'
import { canFor } from './use-can'

describe('what the signed-in user can do (shell §6)', () => {
  it('needs every entry, any one of a|b', () => {
    const can = canFor({ perms: ['users.view_user', 'rbac.view_systemrole'] })
    expect(can(['users.view_user'])).toBe(true)
    expect(can(['users.view_user', 'users.add_user'])).toBe(false)
    expect(can(['rbac.view_orgrole|rbac.view_systemrole'])).toBe(true)
    expect(can([])).toBe(true)
  })

  it('without a profile nothing is allowed, not even what needs nothing', () => {
    expect(canFor(null)([])).toBe(false)
    expect(canFor(null)(['users.view_user'])).toBe(false)
  })

  it('a profile without perms holds nothing', () => {
    expect(canFor({})(['users.view_user'])).toBe(false)
    expect(canFor({})([])).toBe(true)
  })
})
