import { describe, expect, it } from 'vitest'
import { isAdmin, isSuperAdmin } from './roles'

// Shell §6: the super-admin and admin flags, read from the builtin role ids of reference recorded-2.26.1.
const SYSTEM_ADMIN = '00000000-0000-0000-0000-000000000001'
const SYSTEM_AUDITOR = '00000000-0000-0000-0000-000000000002'
const SYSTEM_USER = '00000000-0000-0000-0000-000000000003'
const ORG_ADMIN = '00000000-0000-0000-0000-000000000005'
const ORG_USER = '00000000-0000-0000-0000-000000000007'

describe('the super-admin and admin flags (shell §6)', () => {
  it.each([
    ['super admin', [SYSTEM_ADMIN], [], true, true],
    ['system auditor', [SYSTEM_AUDITOR], [], false, false],
    ['org admin', [SYSTEM_USER], [ORG_ADMIN], false, true],
    ['org user', [SYSTEM_USER], [ORG_USER], false, false],
    ['a profile naming no roles', undefined, undefined, false, false],
  ])('%s: super admin %s, admin %s', (_, system_roles, org_roles, superAdmin, admin) => {
    expect(isSuperAdmin({ system_roles, org_roles })).toBe(superAdmin)
    expect(isAdmin({ system_roles, org_roles })).toBe(admin)
  })

  it('an org role id among the system roles does not make a super admin', () => {
    expect(isSuperAdmin({ system_roles: [ORG_ADMIN], org_roles: [SYSTEM_ADMIN] })).toBe(false)
  })
})
