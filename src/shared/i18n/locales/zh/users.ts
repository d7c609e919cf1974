import type { UsersMessages } from '../en/users'

const zh: UsersMessages = {
  menu: { users: '用户列表' },
  resource: '用户',
  detail: { noGroups: '不属于任何用户组' },
  columns: {
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
  tabs: { basic: '基本信息' },
}
export default zh
