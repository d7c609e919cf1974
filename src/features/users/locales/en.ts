// Namespace 'users': the users resource (domain §2, §3).
const users = {
  names: { User: 'User', UserGroup: 'User group' },
  addMembers: 'Add members',
  addGroups: 'Add to groups',
  columns: {
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
