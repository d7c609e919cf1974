// What an administrator reviews from an asset's detail beside its fields (domain §2 console/assets/assets/{id},
// as JumpServer 2.26's console offers it): the system users bound to it and its accounts (authbooks), and
// who may reach it: the users and user groups its asset permissions name, directly or through a node it
// sits under (assets/{id}/perm-users/, perm-user-groups/), and those permissions (?asset_id=, all=1).
import { relatedRowsDetailTab } from '@/generic/detail/related-rows-tab'
import type { DetailTab, Row } from '@/generic/resource-config'
import { pathOf } from '@/shared/access/route-table'

const asset = (object: Row) => encodeURIComponent(object.id)
const link = (name: string) => (row: Row) => pathOf(name, { id: String(row.id) })

export const assetRelatedTabs: DetailTab[] = [
  relatedRowsDetailTab('AssetSystemUsers', 'assets.view_systemuser', {
    url: '/api/v1/assets/system-users-assets-relations/',
    query: (a) => ({ asset: a.id }),
    columns: [
      { key: 'systemuser_display', label: 'assets:columns.systemUser' },
      { key: 'connectivity', label: 'assets:columns.connectivity' },
      { key: 'date_verified', label: 'assets:columns.dateVerified' },
    ],
    title: 'assets:detail.systemUsers',
  }),
  relatedRowsDetailTab('AssetAccounts', 'assets.view_authbook', {
    url: '/api/v1/assets/accounts/',
    query: (a) => ({ asset: a.id }),
    columns: [
      { key: 'username', label: 'assets:columns.username' },
      { key: 'systemuser_display', label: 'assets:columns.systemUser' },
      { key: 'version', label: 'assets:columns.version' },
      { key: 'connectivity', label: 'assets:columns.connectivity' },
      { key: 'date_updated', label: 'assets:columns.dateUpdated' },
    ],
    title: 'assets:detail.accounts',
  }),
  relatedRowsDetailTab('AssetPermUsers', 'perms.view_assetpermission', {
    url: '/api/v1/assets/assets/{pk}/perm-users/',
    urlOf: (a) => `/api/v1/assets/assets/${asset(a)}/perm-users/`,
    query: () => ({}),
    columns: [
      { key: 'name', label: 'assets:columns.name' },
      { key: 'username', label: 'assets:columns.username' },
      { key: 'email', label: 'assets:columns.email' },
      { key: 'source', label: 'assets:columns.source' },
    ],
    link: link('UserDetail'),
    title: 'assets:detail.permUsers',
  }),
  relatedRowsDetailTab('AssetPermUserGroups', 'perms.view_assetpermission', {
    url: '/api/v1/assets/assets/{pk}/perm-user-groups/',
    urlOf: (a) => `/api/v1/assets/assets/${asset(a)}/perm-user-groups/`,
    query: () => ({}),
    columns: [
      { key: 'name', label: 'assets:columns.name' },
      { key: 'users_amount', label: 'assets:columns.usersAmount' },
      { key: 'comment', label: 'assets:columns.comment' },
    ],
    link: link('UserGroupDetail'),
    title: 'assets:detail.permUserGroups',
  }),
  relatedRowsDetailTab('AssetPermissions', 'perms.view_assetpermission', {
    url: '/api/v1/perms/asset-permissions/',
    query: (a) => ({ asset_id: a.id }),
    columns: [
      { key: 'name', label: 'assets:columns.name' },
      { key: 'actions', label: 'assets:columns.permActions' },
      { key: 'is_valid', label: 'assets:columns.valid' },
      { key: 'date_expired', label: 'assets:columns.dateExpired' },
    ],
    link: link('AssetPermissionDetail'),
    title: 'assets:detail.permissions',
  }),
]
