// Asset permissions (domain §2 console/perms/asset-permissions, §3 Permission): who (users, groups)
// reaches what (assets, nodes) as which system users, with which actions, between which dates.
import { defineResource } from '@/generic/resource-config'
import { actionsField } from '../components/actions-field'
import { permissionFormGroups, permissionInfoTab } from '../components/permission-info-tab'
import { empty, relatedSelect, relationTabs } from '../relations'

export default defineResource({
  url: '/api/v1/perms/asset-permissions/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'users_amount', label: 'perms:columns.users' },
    { key: 'user_groups_amount', label: 'perms:columns.userGroups' },
    { key: 'assets_amount', label: 'perms:columns.assets' },
    { key: 'nodes_amount', label: 'perms:columns.nodes' },
    { key: 'system_users_amount', label: 'perms:columns.systemUsers' },
    { key: 'is_valid', label: 'perms:columns.valid' },
    { key: 'date_expired', shown: false },
    { key: 'comment', shown: false },
    { key: 'actions', width: 220 },
  ],
  filters: ['name', 'username', 'user_group', 'hostname', 'ip', 'node', 'system_user', 'is_valid'],
  formOverrides: {
    users: { component: relatedSelect('users') },
    user_groups: { component: relatedSelect('user_groups') },
    // Domain §5 / §8: "Select at least one asset or node".
    assets: { component: relatedSelect('assets'), validate: (v, all) => (empty(v) && empty(all.nodes) ? 'errors:selectAssetOrNode' : null) },
    nodes: { component: relatedSelect('nodes') },
    system_users: { component: relatedSelect('system_users') },
    actions: actionsField(['connect', 'upload_file', 'download_file', 'clipboard_copy', 'clipboard_paste']),
    users_display: { shown: false },
    user_groups_display: { shown: false },
    assets_display: { shown: false },
    nodes_display: { shown: false },
    system_users_display: { shown: false },
  },
  formGroups: permissionFormGroups(['assets', 'nodes']),
  detailTabs: [{ name: 'AssetPermissionDetail', title: 'generic:detail.basic', component: permissionInfoTab(['assets', 'nodes']) }, ...relationTabs(['users', 'user_groups', 'assets', 'nodes', 'system_users'])],
  bulkUpdateFields: ['is_active', 'date_expired', 'comment'],
})
