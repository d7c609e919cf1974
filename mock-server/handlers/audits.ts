import { defineResource, type Row } from '../resource'
import { tableOf } from '../state'

// Audit logs (domain §2 audit/ftp, audit/logs/*). Read-only lists; the TSV gives GET (+ render-to-json).

/** The labels UserLoginLog's choices and its failure reasons carry on the server (2.26: audits/models.py, authentication/errors). */
const loginLogLabels = {
  choiceLabels: {
    type: { W: 'Web', T: 'Terminal', U: 'Unknown' },
    mfa: { 0: 'Disabled', 1: 'Enabled', 2: '-' },
    status: { true: 'Success', false: 'Failed' },
  },
  serialize: (r: Row) => ({ reason_display: LOGIN_FAILURE_REASONS[String(r.reason ?? '')] ?? String(r.reason ?? ''), backend_display: String(r.backend ?? '') }),
}
const LOGIN_FAILURE_REASONS: Record<string, string> = {
  '': '',
  password_failed: 'Username/password check failed',
  password_decrypt_failed: 'Password decrypt failed',
  mfa_failed: 'MFA failed',
  mfa_unset: 'MFA unset',
  user_not_exist: 'Username does not exist',
  password_expired: 'Password expired',
  user_invalid: 'Disabled or expired',
  block_login: 'This account has been locked (please contact admin to unlock it or try again after 30 minutes)',
  login_ip_block: 'The ip has been locked (please contact admin to unlock it or try again after 30 minutes)',
  acl_reject: 'ACL is not allowed',
}
export const auditResources = [
  defineResource('ftp logs', { model: 'FTPLog', perm: 'audits.ftplog' }),
  defineResource('login logs', { model: 'UserLoginLog', perm: 'audits.userloginlog', ...loginLogLabels }),
  defineResource('my login logs', { model: 'UserLoginLog', perm: { view: null, add: null, change: null, delete: null }, table: () => tableOf('login logs'), scope: (ctx) => (r: Row) => r.username === ctx.user.username, ...loginLogLabels }),
  defineResource('operate logs', { model: 'OperateLog', perm: 'audits.operatelog' }),
  defineResource('password change logs', { model: 'PasswordChangeLog', perm: 'audits.passwordchangelog' }),
  defineResource('command execution logs', {
    model: 'CommandExecution',
    perm: 'ops.commandexecution',
    table: () => tableOf('ops command executions'),
    serialize: (r) => ({ hosts_display: ((r.hosts as string[]) ?? []).map((id) => String(tableOf('assets').get(id)?.hostname ?? id)), run_as_display: String(tableOf('system users').get(String(r.run_as))?.name ?? ''), user_display: r.user_display ?? '' }),
  }),
  defineResource('command execution-host relations', { model: 'CommandExecution_hosts', perm: 'ops.commandexecution' }),
]
