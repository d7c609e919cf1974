import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { defineResource, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'
import { startTaskLog, taskLogText } from '../live/task-log-feed'

// Jobs and batch commands (domain §2 console/ops/*, workbench ops; audit command-execution-log).
const hostnames = (row: Row) => ((row.hosts as string[]) ?? []).map((id) => String(tableOf('assets').get(id)?.hostname ?? id))

const byField = (field: string) => (value: string) => (row: Row) => row[field] === value

export const opsResources = [
  defineResource('ops tasks', { model: 'Task', perm: 'ops.task', unique: [['name']], serialize: (r) => ({ display_name: r.name, summary: r.summary ?? { total: 0, success: 0 } }) }),
  // Reference: ?task= (and ?adhoc= for executions) are read in get_queryset.
  defineResource('ops adhoc', { model: 'AdHoc', perm: 'ops.adhoc', filters: { task: byField('task') }, serialize: (r) => ({ short_id: String(r.id).slice(0, 8), become_display: String(r.run_as ?? '') }) }),
  defineResource('ops adhoc executions', { model: 'AdHocExecution', perm: 'ops.adhocexecution', filters: { task: byField('task'), adhoc: byField('adhoc') }, serialize: (r) => ({ short_id: String(r.id).slice(0, 8), adhoc_short_id: String(r.adhoc ?? '').slice(0, 8) }) }),
  defineResource('ops command executions', {
    model: 'CommandExecution',
    perm: { view: 'ops.view_commandexecution', add: 'ops.add_commandexecution', change: 'ops.change_commandexecution', delete: 'ops.delete_commandexecution' },
    // A user sees the batch commands they ran; the audit list (command execution logs) shows everyone's.
    scope: (ctx) => (row: Row) => row.user === ctx.user.id,
    defaults: (ctx) => ({ user: ctx.user.id, is_finished: false, result: {} }),
    serialize: (r) => ({ log_url: `/ws/ops/tasks/log/?task_id=${r.id}`, hosts_display: hostnames(r) }),
    afterWrite: (row, _body, _ctx, created) => {
      if (created) startTaskLog(row.id, String(row.command), hostnames(row))
    },
  }),
  defineResource('celery period tasks', { model: 'PeriodicTask', perm: { view: 'ops.view_taskmonitor', add: null, change: 'ops.view_taskmonitor', delete: null } }),
]

export const opsHandlers = [
  http.get('*/api/v1/ops/celery/task/:id/log/', authed(null, ({ params }) => HttpResponse.json({ data: taskLogText(String(params.id)) ?? `Task ${String(params.id)} finished\r\n`, end: true, mark: randomId() }))),
  http.get('*/api/v1/ops/celery/task/:id/result/', authed(null, ({ params }) => HttpResponse.json({ id: params.id, status: 'SUCCESS', result: null, date_done: serverDate(new Date()) }))),
]
