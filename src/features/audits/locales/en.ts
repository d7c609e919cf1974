// Namespace 'audits': the audit view's log lists (domain §2 audit/logs).
const audits = {
  names: { LoginLog: 'Login log', FtpLog: 'FTP log', OperateLog: 'Operate log', PasswordChangeLog: 'Password change log', CommandExecutionLog: 'Batch command log' },
  columns: {
    username: 'User',
    type: 'Login type',
    ip: 'IP',
    city: 'City',
    mfa: 'MFA',
    reason: 'Reason',
    status: 'Status',
    datetime: 'Date',
  },
}
export default audits
export type AuditsMessages = typeof audits
