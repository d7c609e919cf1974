import { loginFailureReason } from '../i18n'
import { defineResource, type Ctx, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'

// Audit logs (domain §2 audit/ftp, audit/logs/*). Read-only lists; the TSV gives GET (+ render-to-json).

/** The failure reason as the server words it, in the request's language (2.26: authentication/errors). */
const loginLogLabels = {
  serialize: (r: Row, ctx: Ctx) => ({ reason_display: loginFailureReason(String(r.reason ?? ''), ctx.lang), backend_display: String(r.backend ?? '') }),
}
export const auditResources = [
  defineResource('ftp logs', { model: 'FTPLog', perm: 'audits.ftplog' }),
  defineResource('login logs', { model: 'UserLoginLog', perm: 'audits.userloginlog', ...loginLogLabels }),
  defineResource('my login logs', { model: 'UserLoginLog', perm: { view: null, add: null, change: null, delete: null }, table: () => tableOf('login logs'), scope: (ctx) => (r: Row) => r.username === ctx.user.username, ...loginLogLabels }),
  // OperateLog.resource_type_display: gettext(resource_type), the stored model name (English here).
  defineResource('operate logs', { model: 'OperateLog', perm: 'audits.operatelog', serialize: (r) => ({ resource_type_display: String(r.resource_type ?? '') }) }),
  defineResource('password change logs', { model: 'PasswordChangeLog', perm: 'audits.passwordchangelog' }),
  defineResource('command execution logs', {
    model: 'CommandExecution',
    perm: 'ops.commandexecution',
    table: () => tableOf('ops command executions'),
    serialize: (r) => ({ hosts_display: ((r.hosts as string[]) ?? []).map((id) => String(tableOf('assets').get(id)?.hostname ?? id)), run_as_display: String(tableOf('system users').get(String(r.run_as))?.name ?? ''), user_display: r.user_display ?? '' }),
  }),
  defineResource('command execution-host relations', { model: 'CommandExecution_hosts', perm: 'ops.commandexecution' }),
]
