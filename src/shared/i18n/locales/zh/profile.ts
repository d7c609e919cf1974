import type { ProfileMessages } from '../en/profile'

// 命名空间 'profile'：个人页面（domain §2 profile）。
const profile: ProfileMessages = {
  apiKey: {
    title: 'API 密钥',
    help: '脚本使用密钥 ID 和密钥签名 API 请求。请妥善保管密钥；不再使用的密钥请禁用或删除。',
    create: '创建',
    created: 'API 密钥已创建',
    columns: { id: '密钥 ID', secret: '密钥', active: '激活', created: '创建日期', actions: '操作' },
    copyId: '复制密钥 ID',
    copySecret: '复制密钥',
    show: '显示密钥',
    hide: '隐藏密钥',
    enable: '启用',
    disable: '禁用',
    enabled: 'API 密钥已启用',
    disabled: 'API 密钥已禁用',
    delete: '删除',
    deleteTitle: '删除 API 密钥',
    deleteMessage: '使用密钥 {{id}} 签名的脚本将无法工作。确定删除吗？',
    deleted: 'API 密钥已删除',
    cancel: '取消',
  },
  tempPassword: {
    title: '临时密码',
    help: '临时密码可在无法使用自己的密码和 MFA 的地方登录，例如客户端工具。每个临时密码仅可使用一次，有效期 {{minutes}} 分钟。',
    generate: '生成',
    generated: '临时密码已生成',
    columns: { secret: '密码', verified: '已使用', valid: '有效', expires: '过期时间', actions: '操作' },
    copySecret: '复制密码',
    show: '显示密码',
    hide: '隐藏密码',
    expire: '使失效',
    expired: '临时密码已失效',
  },
}
export default profile
