// User groups (domain §2: console/users/groups, users.*_usergroup): list, create, detail with its
// members, update. Members are added and removed on the detail (the group's `users` field).
import { BasicTab } from '@/generic/detail/basic-tab'
import { relationTab } from '@/generic/detail/relation-tab'
import { grantedAssetsTab, permissionRulesTab } from '../components/user-detail-tabs'
import { defineResource } from '@/generic/resource-config'
import { userOption } from '@/generic/select/remote-select'
import { RemoteSelectField } from '@/generic/select/remote-select-field'

const USERS = '/api/v1/users/users/'

export default defineResource({
  url: '/api/v1/users/groups/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'users_amount', label: 'users:columns.members' },
    { key: 'comment' },
    { key: 'created_by', shown: false },
    { key: 'date_created', shown: false },
    { key: 'id', shown: false },
    { key: 'actions', width: 220 },
  ],
  formOverrides: {
    users: { component: RemoteSelectField({ url: USERS, multiple: true }) },
  },
  detailTabs: [
    { name: 'GroupInfo', title: 'generic:detail.basic', component: BasicTab },
    {
      name: 'GroupMembers',
      title: 'users:columns.members',
      visible: (perms) => perms.has('users.view_user'),
      component: relationTab({
        field: 'users',
        url: USERS,
        columns: [
          { key: 'name', label: 'users:columns.name' },
          { key: 'username', label: 'users:columns.username' },
          { key: 'email', label: 'users:columns.email' },
        ],
        toOption: userOption,
        title: 'users:columns.members',
        addLabel: 'users:addMembers',
      }),
    },
    // What the group's members reach through it: the permissions naming the group (?user_group_id=).
    grantedAssetsTab('user-groups'),
    permissionRulesTab('asset', (group) => ({ user_group_id: String(group.id) })),
    permissionRulesTab('application', (group) => ({ user_group_id: String(group.id) })),
  ],
  bulkUpdateFields: ['comment'],
})
