import type { UsersMessages } from './en'

const zh: UsersMessages = {
  names: { User: '用户', UserGroup: '用户组', UserAcl: '用户登录 ACL', Role: '角色' },
  addMembers: '添加成员',
  detail: { noGroups: '不属于任何用户组' },
  savePermissions: '保存权限',
  columns: {
    user: '用户',
    action: '动作',
    priority: '优先级',
    scope: '范围',
    builtin: '内置',
    permissions: '权限',
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
