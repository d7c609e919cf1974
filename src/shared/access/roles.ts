// Shell §6: the role names (super admin, system auditor, org admin, org auditor, org user) and the
// super-admin and admin flags. The server's builtin roles have fixed ids (reference recorded-2.26.1,
// roles-all: 00000000-…-000000000001 SystemAdmin … 7 OrgUser); the profile names the roles held by id
// (system_roles, and org_roles for the organisation it was read in), their names in *_roles_display.
// The flags are read from those ids, never from a name (names follow the language). Nothing in
// routing reads them (shell §6: permissions decide).
import type { Profile } from '@/shared/api/types'

const builtin = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`

const BUILTIN_ROLES = {
  superAdmin: builtin(1),
  systemAuditor: builtin(2),
  orgAdmin: builtin(5),
  orgAuditor: builtin(6),
  orgUser: builtin(7),
} as const

const holds = (list: unknown, id: string) => Array.isArray(list) && list.includes(id)

/** The super-admin flag: the system role of super admin. */
export const isSuperAdmin = (profile: Partial<Profile>) => holds(profile.system_roles, BUILTIN_ROLES.superAdmin)

/** The admin flag: a super admin, or the org admin of the organisation the profile was read in. */
export const isAdmin = (profile: Partial<Profile>) => isSuperAdmin(profile) || holds(profile.org_roles, BUILTIN_ROLES.orgAdmin)
