import type { AuditsMessages } from '../en/audits'

const zh: AuditsMessages = {
  loginLog: '登录日志',
  columns: {
    username: '用户',
    type: '登录类型',
    ip: 'IP',
    city: '城市',
    mfa: 'MFA',
    reason: '原因',
    status: '状态',
    datetime: '日期',
  },
}
export default zh
