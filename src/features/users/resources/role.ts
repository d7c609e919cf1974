// Roles (domain §2 console/users/roles, rbac.view_orgrole | rbac.view_systemrole; domain §6): system
// and org roles in one list (the server's /rbac/roles/ with a scope filter). Permissions are added on
// the detail after creation (domain §6), as a tree by app.
import { BasicTab } from '@/generic/detail/basic-tab'
import { defineResource } from '@/generic/resource-config'
import { RolePermissionsTab } from '../components/role-permissions-tab'

export default defineResource({
  url: '/api/v1/rbac/roles/',
  nameField: 'display_name',
  // The table's entry names two models: abilities follow the org role's (the common case).
  perms: { app: 'rbac', model: 'orgrole' },
  columns: [
    { key: 'display_name', label: 'users:columns.name', nameLink: true },
    { key: 'scope_display', label: 'users:columns.scope' },
    { key: 'users_amount', label: 'users:columns.members' },
    { key: 'builtin', label: 'users:columns.builtin' },
    { key: 'comment', shown: false },
    { key: 'actions', width: 200 },
  ],
  filters: ['name', 'scope', 'builtin'],
  formExclude: ['permissions'],
  detailTabs: [
    { name: 'RoleInfo', title: 'generic:detail.basic', component: BasicTab },
    { name: 'RolePermissions', title: 'users:columns.permissions', visible: (p) => p.has('rbac.view_permission') || p.has('rbac.view_orgrole') || p.has('rbac.view_systemrole'), component: RolePermissionsTab },
  ],
})
