import type { AuditsMessages } from './en'

const zh: AuditsMessages = {
  names: { LoginLog: '登录日志', FtpLog: 'FTP 日志', OperateLog: '操作日志', PasswordChangeLog: '改密日志', CommandExecutionLog: '批量命令日志' },
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
