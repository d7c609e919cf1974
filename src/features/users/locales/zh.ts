import type { UsersMessages } from './en'

const zh: UsersMessages = {
  names: { User: '用户', UserGroup: '用户组' },
  addMembers: '添加成员',
  addGroups: '加入用户组',
  columns: {
    members: '成员',
    name: '名称',
    username: '用户名',
    email: '邮箱',
    groups: '用户组',
    roles: '角色',
    source: '来源',
    mfa: 'MFA',
    active: '激活',
    comment: '备注',
  },
}
export default zh
