import { defineResource, type Row } from '../resource'
import { tableOf } from '../state'

// Audit logs (domain §2 audit/ftp, audit/logs/*). Read-only lists; the TSV gives GET (+ render-to-json).
export const auditResources = [
  defineResource('ftp logs', { model: 'FTPLog', perm: 'audits.ftplog' }),
  defineResource('login logs', { model: 'UserLoginLog', perm: 'audits.userloginlog' }),
  defineResource('my login logs', { model: 'UserLoginLog', perm: { view: null, add: null, change: null, delete: null }, table: () => tableOf('login logs'), scope: (ctx) => (r: Row) => r.username === ctx.user.username }),
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
