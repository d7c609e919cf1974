import { bindingCountOf, userById } from '../store/lookups'
import { mswTable, rolesTable } from '../store/lookups'
import { ROOT_ORG_ID } from '../store/org-ids'
import { roleName } from '../i18n'
import { defineResource, type Ctx, type Row } from '../drf/resource'
import { mock, tableOf } from '../store/live-state'

// Roles, role bindings and the permission catalogue (domain §2 console/roles). Roles and bindings
// are the @mswjs/data models session/org-access.ts reads, so a change here changes what a persona may do.
const roleTable = rolesTable
const bindingTable = () => mswTable<Row>('roleBinding', ['id', 'user', 'role', 'scope', 'org'])

/** A permission row as the code roles hold: app_label.codename (shell §6). */
const permissionCode = (row: Row | undefined) => (row ? `${(row.content_type as { app_label: string }).app_label}.${row.codename}` : '')

const roleSerialize = (row: Row, ctx: Ctx) => ({
  display_name: roleName(row, ctx.lang),
  users_amount: bindingCountOf(row.id),
})
const roleDefaults = (scope: string) => () => ({ scope, builtin: false, perms: [], display_name: '' })
const byScope = (scope: string) => () => (row: Row) => row.scope === scope
const builtinGuard = (row: Row) =>
  row.builtin ? new Response(JSON.stringify({ detail: 'Internal role, can\'t be destroy', code: 'error' }), { status: 400, headers: { 'content-type': 'application/json' } }) : undefined

const bindingSerialize = (row: Row, ctx: Ctx) => {
  const user = userById(String(row.user))
  const role = roleTable().get(String(row.role))
  const org = row.org ? mock().db.organization.getAll().find((o) => o.id === row.org) : undefined
  return { user_display: user ? `${user.name}(${user.username})` : '', role_display: role ? roleName(role, ctx.lang) : '', org_name: org?.name ?? '' }
}

const roleOpts = (scope: string | null, perm: string) => ({
  model: scope === 'org' ? 'OrgRole' : scope === 'system' ? 'SystemRole' : 'Role',
  perm,
  table: roleTable,
  unique: [['name']],
  serialize: roleSerialize,
  beforeDelete: builtinGuard,
  afterWrite: (row: Row, body: Record<string, unknown>) => {
    if (Array.isArray(body.permissions)) {
      // Stored as app_label.codename, the form permsIn and the role-permissions lists read.
      const codes = body.permissions.map((id) => permissionCode(tableOf('rbac permissions').get(String(id)))).filter(Boolean)
      roleTable().update(row.id, { perms: codes } as never)
    }
  },
  ...(scope ? { scope: byScope(scope), defaults: roleDefaults(scope) } : {}),
})

const rolePerms = (param: string) => ({
  model: 'Permission',
  noOptions: true,
  perm: { view: 'rbac.view_permission|rbac.view_orgrole|rbac.view_systemrole', add: null, change: null, delete: null },
  table: () => tableOf('rbac permissions'),
  scope: (ctx: { params: Record<string, string> }) => {
    const codes = new Set((roleTable().get(ctx.params[param])?.perms as string[]) ?? [])
    return (row: Row) => codes.has(permissionCode(row))
  },
})

export const rbacResources = [
  defineResource('roles (all)', { ...roleOpts(null, ''), perm: { view: 'rbac.view_orgrole|rbac.view_systemrole', add: 'rbac.add_orgrole|rbac.add_systemrole', change: 'rbac.change_orgrole|rbac.change_systemrole', delete: 'rbac.delete_orgrole|rbac.delete_systemrole' } }),
  defineResource('system roles', roleOpts('system', 'rbac.systemrole')),
  defineResource('org roles', roleOpts('org', 'rbac.orgrole')),
  defineResource('role bindings (all)', { model: 'RoleBinding', perm: { view: 'rbac.view_orgrolebinding|rbac.view_systemrolebinding', add: 'rbac.add_orgrolebinding|rbac.add_systemrolebinding', change: 'rbac.change_orgrolebinding|rbac.change_systemrolebinding', delete: 'rbac.delete_orgrolebinding|rbac.delete_systemrolebinding' }, table: bindingTable, serialize: bindingSerialize }),
  defineResource('system role bindings', { model: 'SystemRoleBinding', perm: 'rbac.systemrolebinding', table: bindingTable, scope: byScope('system'), defaults: () => ({ scope: 'system', org: null }), serialize: bindingSerialize }),
  defineResource('org role bindings', {
    model: 'OrgRoleBinding',
    perm: 'rbac.orgrolebinding',
    table: bindingTable,
    scope: (ctx) => (row: Row) => row.scope === 'org' && (ctx.org.id === ROOT_ORG_ID || row.org === ctx.org.id),
    defaults: (ctx) => ({ scope: 'org', org: ctx.org.id }),
    serialize: bindingSerialize,
  }),
  defineResource('rbac permissions', { model: 'Permission', noOptions: true, perm: { view: 'rbac.view_permission|rbac.view_orgrole|rbac.view_systemrole', add: null, change: null, delete: null } }),
  defineResource('system role permissions', rolePerms('system_role_pk')),
  defineResource('org role permissions', rolePerms('org_role_pk')),
]
