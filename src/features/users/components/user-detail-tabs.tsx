// The tabs of a user's detail (issue 23; domain §2 console/users/{id}): basic information in groups beside
// the quick actions, the user's groups, what the user can reach (granted assets and applications, from
// perms/users/{id}/assets|applications/) and the rules that grant it (asset and application permissions
// naming the user, directly or through a group: ?user_id=), and the user's login ACLs (acls/login-acls/?user=).
import { FieldGroupsBeside } from '@/generic/detail/basic-tab'
import { relatedRowsDetailTab, relatedRowsTab } from '@/generic/detail/related-rows-tab'
import { relationTab } from '@/generic/detail/relation-tab'
import type { DetailTab, ResourceConfig, Row } from '@/generic/resource-config'
import { pathOf } from '@/shared/access/route-table'
import type { GrantHolder } from '../api/user-asset-login-users'
import { GrantedSystemUsers } from './granted-system-users'
import { UserQuickActions } from './user-quick-actions'

const GROUPS = '/api/v1/users/groups/'
const user = (object: Row) => encodeURIComponent(object.id)
const byUser = (object: Row) => ({ user_id: object.id })

/** Who the user is, how they sign in, what roles they hold, and the account's life. */
const INFO_GROUPS = [
  { title: 'users:formGroups.account', fields: ['name', 'username', 'email', 'phone', 'wechat', 'groups', 'source', 'comment'] },
  { title: 'users:formGroups.authentication', fields: ['mfa_level', 'is_otp_secret_key_bound', 'need_update_password', 'date_password_last_updated', 'login_blocked', 'is_wecom_bound', 'is_dingtalk_bound'] },
  { title: 'users:formGroups.roles', fields: ['system_roles', 'org_roles'] },
  { title: 'users:formGroups.activity', fields: ['is_active', 'is_valid', 'date_expired', 'last_login', 'date_joined', 'created_by'] },
]

/** The flags the server labels by their attribute names, in words. */
const INFO_LABELS = {
  is_otp_secret_key_bound: 'users:info.otpBound',
  need_update_password: 'users:info.mustChangePassword',
  login_blocked: 'users:info.blocked',
  is_wecom_bound: 'users:info.wecomBound',
  is_dingtalk_bound: 'users:info.dingtalkBound',
  is_valid: 'users:info.valid',
}

function UserInfoTab({ object, config }: { object: Row; config: ResourceConfig }) {
  return <FieldGroupsBeside object={object} url={config.url} groups={INFO_GROUPS} labels={INFO_LABELS} aside={<UserQuickActions object={object} config={config} />} />
}

const ruleColumns = [
  { key: 'name', label: 'users:columns.name' },
  { key: 'actions', label: 'users:columns.permActions' },
  { key: 'is_valid', label: 'users:columns.valid' },
  { key: 'date_expired', label: 'users:columns.dateExpired' },
]

/** The asset or application permissions naming the object (`query`: ?user_id=, ?user_group_id=), linked. */
export function permissionRulesTab(kind: 'asset' | 'application', query: (object: Row) => Record<string, string>): DetailTab {
  const model = kind === 'asset' ? 'AssetPermission' : 'ApplicationPermission'
  const title = kind === 'asset' ? 'users:tabs.assetPermissions' : 'users:tabs.applicationPermissions'
  return relatedRowsDetailTab(`${model}Rules`, `perms.view_${model.toLowerCase()}`, {
    url: `/api/v1/perms/${kind}-permissions/`,
    query,
    columns: ruleColumns,
    link: (row) => pathOf(`${model}Detail`, { id: String(row.id) }),
    title,
  })
}

/**
 * The columns of a granted asset (AssetGrantedSerializer), for a user's and a user group's tab; as the real
 * console's Granted assets, the system users the holder may log in with, on demand.
 */
const grantedAssetColumns = (holder: GrantHolder) => [
  { key: 'hostname', label: 'users:columns.hostname' },
  { key: 'ip', label: 'users:columns.ip' },
  { key: 'platform', label: 'users:columns.platform' },
  { key: 'system_users', label: 'users:columns.systemUsers', render: (asset: Row, of: Row) => <GrantedSystemUsers holder={holder} of={of} asset={asset} /> },
  { key: 'comment', label: 'users:columns.comment' },
]

/**
 * The assets a user, or a user group's members through the group, are granted (UserGrantedAssetsApi,
 * UserGroupGrantedAssetsApi: the permissions in force naming the holder, their assets and the assets
 * under their nodes), each view asking its own permission, not the permission rules'.
 */
export function grantedAssetsTab(holder: GrantHolder): DetailTab {
  const own = holder === 'users' ? { name: 'GrantedAssets', permission: 'perms.view_userassets' } : { name: 'GroupGrantedAssets', permission: 'perms.view_usergroupassets' }
  return relatedRowsDetailTab(own.name, own.permission, {
    url: `/api/v1/perms/${holder}/{id}/assets/`,
    urlOf: (of) => `/api/v1/perms/${holder}/${encodeURIComponent(of.id)}/assets/`,
    query: () => ({}),
    columns: grantedAssetColumns(holder),
    title: 'users:tabs.grantedAssets',
  })
}

export const userDetailTabs: DetailTab[] = [
  { name: 'UserInfo', title: 'generic:detail.basic', component: UserInfoTab },
  {
    name: 'UserGroups',
    title: 'users:columns.groups',
    visible: (perms) => perms.has('users.view_usergroup'),
    // The user holds its groups as ids; groups_display is one string of names joined by spaces on
    // the server (a name may hold spaces), so the groups are read by their ids (reference §1.3), as
    // every relation tab reads its own.
    component: relationTab({
      field: 'groups',
      url: GROUPS,
      columns: [
        { key: 'name', label: 'users:columns.name' },
        { key: 'comment', label: 'users:columns.comment' },
      ],
      title: 'users:columns.groups',
      addLabel: 'users:addGroups',
    }),
  },
  grantedAssetsTab('users'),
  permissionRulesTab('asset', byUser),
  relatedRowsDetailTab('GrantedApplications', 'perms.view_userapps', {
    url: '/api/v1/perms/users/{id}/applications/',
    urlOf: (u) => `/api/v1/perms/users/${user(u)}/applications/`,
    query: () => ({}),
    columns: [
      { key: 'name', label: 'users:columns.name' },
      { key: 'type_display', label: 'users:columns.type' },
      { key: 'comment', label: 'users:columns.comment' },
    ],
    title: 'users:tabs.grantedApplications',
  }),
  permissionRulesTab('application', byUser),
  {
    name: 'LoginAcls',
    title: 'users:tabs.loginAcls',
    visible: (perms) => perms.has('acls.view_loginacl'),
    component: relatedRowsTab({
      url: '/api/v1/acls/login-acls/',
      query: (u) => ({ user: u.id }),
      columns: [
        { key: 'name', label: 'users:columns.name' },
        { key: 'action_display', label: 'users:columns.action' },
        { key: 'priority', label: 'users:columns.priority' },
        { key: 'is_active', label: 'users:columns.active' },
      ],
      link: (row) => pathOf('UserAclDetail', { id: String(row.id) }),
      title: 'users:tabs.loginAcls',
    }),
  },
]
