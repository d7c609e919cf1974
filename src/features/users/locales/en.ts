// Namespace 'users': the users resource (domain §2, §3).
const users = {
  names: { User: 'User', UserGroup: 'User group', UserAcl: 'User login ACL', Role: 'Role' },
  addMembers: 'Add members',
  detail: { noGroups: 'Not in any user group' },
  savePermissions: 'Save permissions',
  columns: {
    user: 'User',
    action: 'Action',
    priority: 'Priority',
    scope: 'Scope',
    builtin: 'Built-in',
    permissions: 'Permissions',
    members: 'Members',
    name: 'Name',
    username: 'Username',
    email: 'Email',
    groups: 'User groups',
    roles: 'Roles',
    source: 'Source',
    mfa: 'MFA',
    active: 'Active',
    comment: 'Comment',
  },
}
export default users
export type UsersMessages = typeof users
