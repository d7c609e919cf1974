// Organisations (domain §2 settings/orgs, licence; domain §3: the counts of users, groups, assets,
// admin users, system users, applications, asset and app permissions).
import { defineResource } from '@/generic/resource-config'
import type { Row } from '@/generic/resource-config'

const count = (key: string) => (row: Row) => String((row.resource_statistics as Record<string, unknown> | undefined)?.[key] ?? 0)

export default defineResource({
  url: '/api/v1/orgs/orgs/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'users_amount', label: 'settings:orgs.users', render: count('users_amount') },
    { key: 'groups_amount', label: 'settings:orgs.groups', render: count('groups_amount') },
    { key: 'assets_amount', label: 'settings:orgs.assets', render: count('assets_amount') },
    { key: 'admin_users_amount', label: 'settings:orgs.adminUsers', render: count('admin_users_amount'), shown: false },
    { key: 'system_users_amount', label: 'settings:orgs.systemUsers', render: count('system_users_amount'), shown: false },
    { key: 'applications_amount', label: 'settings:orgs.applications', render: count('applications_amount'), shown: false },
    { key: 'asset_perms_amount', label: 'settings:orgs.assetPerms', render: count('asset_perms_amount'), shown: false },
    { key: 'app_perms_amount', label: 'settings:orgs.appPerms', render: count('app_perms_amount'), shown: false },
    { key: 'comment' },
    { key: 'actions', width: 200 },
  ],
})
