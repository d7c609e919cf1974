// One run of a task (AdHocExecution as AdHocExecutionSerializer and TaskSerializer.latest_execution send it),
// turned at the boundary into what the console shows: when, how long, how it ended, and which hosts failed
// (with why) or succeeded. The server's `last_failure` is the ansible summary's `dark`:
// {host: {task name: {msg, …}}} (ops/ansible/callback.py); `last_success` the names of the hosts reached.
import { isId, isPlainObject } from '@/generic/common/field-text'

export interface FailedHost {
  host: string
  /** Each task's message, "task: message" (the task's name alone when it left none). */
  reasons: string[]
}

export interface Run {
  /** The execution's id: its output is the celery task log of that id (2.26 CeleryTaskLogApi falls back to it). */
  id: string
  /** The task's name: `task_display` is "name@org id" on the server, the org's id never shown. */
  taskName: string
  /** The version it ran (an AdHoc id), for a link named in words. */
  version: string
  started: unknown
  finished: unknown
  seconds: number | null
  isFinished: boolean
  isSuccess: boolean
  succeeded: string[]
  failed: FailedHost[]
}

/** "name@org id" → "name" (the org's id is never shown). */
function withoutOrg(display: string): string {
  const at = display.lastIndexOf('@')
  // 2.26.1 writes some names with a space before the @ ("Update some assets hardware info. @…").
  return at >= 0 && isId(display.slice(at + 1)) ? display.slice(0, at).trimEnd() : display
}

function reasonsOf(detail: unknown): string[] {
  if (typeof detail === 'string') return detail ? [detail] : []
  if (!isPlainObject(detail)) return []
  return Object.entries(detail).map(([task, result]) => {
    // A command's failure leaves its msg empty and says why on stderr (AdHocResultCallback.clean_result).
    const msg = isPlainObject(result) ? String(result.msg || result.stderr || '') : typeof result === 'string' ? result : ''
    return msg ? `${task}: ${msg}` : task
  })
}

/** The run an execution (or a task's latest_execution) describes; null for none (a task never run). */
export function runOf(execution: unknown): Run | null {
  if (!isPlainObject(execution) || typeof execution.id !== 'string') return null
  const failure = isPlainObject(execution.last_failure) ? execution.last_failure : {}
  return {
    id: execution.id,
    taskName: withoutOrg(String(execution.task_display ?? '')),
    version: typeof execution.adhoc === 'string' ? execution.adhoc : '',
    started: execution.date_start,
    finished: execution.date_finished,
    seconds: typeof execution.timedelta === 'number' && Number.isFinite(execution.timedelta) ? execution.timedelta : null,
    isFinished: execution.is_finished === true,
    isSuccess: execution.is_success === true,
    succeeded: Array.isArray(execution.last_success) ? execution.last_success.map(String) : [],
    failed: Object.entries(failure).map(([host, detail]) => ({ host, reasons: reasonsOf(detail) })),
  }
}
