// System roles as the user form offers them (domain §6: system roles are super admin, system auditor and
// the ordinary user): by their display names, which the server gives in the request's language.
import type { SelectOption } from '@/generic/select/remote-select'
import { api } from '@/shared/api/client'
import { rowsOf, withQuery, type Paged } from '@/shared/api/resource'

export const SYSTEM_ROLES_URL = '/api/v1/rbac/system-roles/'
export const ORG_ROLES_URL = '/api/v1/rbac/org-roles/'

type RoleRow = { id: string; name: string; display_name?: string }

export const roleOption = (row: Record<string, unknown>): SelectOption => ({ label: String(row.display_name || row.name || row.id), value: String(row.id) })

async function builtinRole(url: string, name: string): Promise<string[] | undefined> {
  const answer = await api.get<Paged<RoleRow> | RoleRow[]>(withQuery(url, { builtin: 'true', name }), { silent: true })
  const role = rowsOf(answer).rows[0]
  return role ? [role.id] : undefined
}

/** A new user starts as an ordinary user: the builtin system role named User, as the platform's console does. */
export const ordinaryUserRole = () => builtinRole(SYSTEM_ROLES_URL, 'User')

/** An invited user joins as an ordinary member: the builtin org role OrgUser. */
export const ordinaryOrgRole = () => builtinRole(ORG_ROLES_URL, 'OrgUser')
