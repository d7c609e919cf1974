import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { defineResource, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'
import { startTaskLog, taskLogText } from '../live/task-log-feed'
import { resourceSpecs } from '../catalogue/resources.generated'
import type { FieldSpec } from '../catalogue/types'

// Jobs and batch commands (domain §2 console/ops/*, workbench ops; audit command-execution-log).
const hostnames = (row: Row) => ((row.hosts as string[]) ?? []).map((id) => String(tableOf('assets').get(id)?.hostname ?? id))

const byField = (field: string) => (value: string) => (row: Row) => row[field] === value

/** 2.26's short_id: the last group of the UUID (AdHoc, AdHocExecution). */
const shortId = (id: unknown) => String(id ?? '').split('-').pop() ?? ''
const EXECUTION_KEYS = ['id', 'task', 'task_display', 'hosts_amount', 'adhoc', 'date_start', 'stat', 'date_finished', 'timedelta', 'is_finished', 'is_success', 'short_id', 'adhoc_short_id', 'last_success', 'last_failure']

/**
 * What an execution's hosts came to, as AdHocExecutionSerializer derives it from the stored ansible summary
 * (JSON text `{contacted: {host: …}, dark: {host: {task: {msg}}}, success}`): the hosts that succeeded by
 * name, those that failed with each task's message, and their counts.
 */
function hostOutcome(row: Row) {
  let summary: { contacted?: Record<string, unknown>; dark?: Record<string, unknown> } = {}
  try {
    summary = typeof row.summary === 'string' && row.summary ? JSON.parse(row.summary) : ((row.summary as typeof summary) ?? {})
  } catch {
    summary = {}
  }
  const last_success = Object.keys(summary.contacted ?? {})
  const last_failure = summary.dark ?? {}
  const failed = Object.keys(last_failure).length
  return { last_success, last_failure, stat: { total: last_success.length + failed, success: last_success.length, failed } }
}

/** The newest of the executions `of` keeps (AdHocExecution's get_latest_by is date_start). */
function newestExecution(of: (execution: Row) => boolean): Row | undefined {
  const runs = tableOf('ops adhoc executions').all().filter(of)
  return runs.reduce<Row | undefined>((a, b) => (!a || String(b.date_start) > String(a.date_start) ? b : a), undefined)
}

/** Task.latest_execution as TaskSerializer nests it (AdHocExecutionExcludeResultSerializer), null for a task never run. */
function latestExecution(task: Row) {
  const last = newestExecution((e) => e.task === task.id)
  if (!last) return null
  const all: Row = { ...last, ...hostOutcome(last), short_id: shortId(last.id), adhoc_short_id: shortId(last.adhoc) }
  return Object.fromEntries(EXECUTION_KEYS.map((k) => [k, all[k] ?? null]))
}
const taskSummary = (r: Row) => {
  const { total = 0, success = 0 } = (r.summary ?? {}) as { total?: number; success?: number }
  return { total, success, failed: total - success }
}

/**
 * What the detail of a version adds (AdHocDetailSerializer, the retrieve action's): its last run as
 * AdHocExecutionNestSerializer nests it (null for a version never run), who made it, how often it ran, its task's name.
 */
const ADHOC_DETAIL_FIELDS: FieldSpec[] = [
  ...resourceSpecs.find((s) => s.resource === 'ops adhoc')!.fields,
  { name: 'latest_execution', type: 'AdHocExecutionNestSerializer', ro: true },
  { name: 'created_by', type: 'CharField' },
  { name: 'run_times', type: 'ReadOnlyField', ro: true },
  { name: 'task_name', type: 'CharField', ro: true },
]

function adhocOf(r: Row) {
  const last = newestExecution((e) => e.adhoc === r.id)
  const outcome = last && hostOutcome(last)
  return {
    short_id: shortId(r.id),
    // AdHoc.become_display: the user of its become ({method, user, pass}), '' without one.
    become_display: String((r.become as { user?: unknown } | null | undefined)?.user ?? ''),
    latest_execution: last && outcome ? { last_success: outcome.last_success, last_failure: outcome.last_failure, last_run: shortId(last.id), timedelta: last.timedelta, is_finished: last.is_finished, is_success: last.is_success } : null,
    created_by: r.created_by ?? '',
    run_times: tableOf('ops adhoc executions').all().filter((e) => e.adhoc === r.id).length,
    task_name: String(tableOf('ops tasks').get(String(r.task))?.name ?? ''),
  }
}

export const opsResources = [
  defineResource('ops tasks', { model: 'Task', perm: 'ops.task', unique: [['name']], serialize: (r) => ({ display_name: r.name, summary: taskSummary(r), latest_execution: latestExecution(r) }) }),
  // Reference: ?task= (and ?adhoc= for executions) are read in get_queryset.
  defineResource('ops adhoc', { model: 'AdHoc', perm: 'ops.adhoc', filters: { task: byField('task') }, detailFields: ADHOC_DETAIL_FIELDS, serialize: adhocOf }),
  defineResource('ops adhoc executions', { model: 'AdHocExecution', perm: 'ops.adhocexecution', filters: { task: byField('task'), adhoc: byField('adhoc') }, serialize: (r) => ({ short_id: shortId(r.id), adhoc_short_id: shortId(r.adhoc), ...hostOutcome(r) }) }),
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
