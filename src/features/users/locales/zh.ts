import type { UsersMessages } from './en'

const zh: UsersMessages = {
  names: { User: '用户', UserGroup: '用户组' },
  addMembers: '添加成员',
  detail: { noGroups: '不属于任何用户组' },
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
