// Namespace 'users': the users resource (domain §2, §3).
const users = {
  menu: { users: 'Users' },
  resource: 'User',
  detail: { noGroups: 'Not in any user group' },
  columns: {
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
  tabs: { basic: 'Basic' },
}
export default users
export type UsersMessages = typeof users
