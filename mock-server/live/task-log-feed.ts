import { serverDate } from '../drf/dates'
import { tableOf } from '../store/live-state'

// Task logs: lines pushed to listeners of /ws/ops/tasks/log/ (entry/http.ts) and kept for late subscribers and
// for GET ops/celery/task/{id}/log/. Batch commands "run" on each host and finish their execution;
// asset tasks (connectivity test) log what an ansible ping prints.
// Frames as the server's TaskLogWebsocket sends them (ops/ws.py, v2.26): `{message: '\r\n'}` (no task) once the
// log file is there and `{message, task}` per chunk with \r\n line ends. It sends no end frame and never
// closes: it stops reading once the log holds the task's id and celery's "succeeded in" (its task_end_mark),
// so the mock ends each log with celery's line `Task <name>[<id>] succeeded in <s>s: None`. Before a task's log exists (a task the mock never ran, or not yet)
// the server's wait_util_log_path_exist sends `{message: '.', task}` every 0.5 s until the log appears or
// the client goes (v2.26.1 never closes nor ends such a socket): the mock does the same.
type Frame = { message: string; task?: string }
type Listener = (frame: Frame) => void
const start: Frame = { message: '\r\n' }
const logs = new Map<string, { lines: string[]; done: boolean; listeners: Set<Listener> }>()
/** The server's waiting interval (ops/ws.py v2.26.1: time.sleep(0.5) between two '.' frames). */
export const TASK_LOG_WAIT_MS = 500
/** Listeners of a task whose log does not exist yet, each with its waiting timer. */
const waiting = new Map<string, Map<Listener, ReturnType<typeof setInterval>>>()

/** Pushes `lines` one by one, as a running task would, then celery's last line for the task `name`. */
export function streamTaskLog(taskId: string, lines: string[], onDone?: () => void, name = 'ops.tasks.run_command_execution') {
  const all = [...lines, `Task ${name}[${taskId}] succeeded in 0.02s: None`]
  const entry = { lines: [] as string[], done: false, listeners: new Set<Listener>() }
  logs.set(taskId, entry)
  const waiters = waiting.get(taskId)
  waiting.delete(taskId)
  waiters?.forEach((timer, listener) => {
    clearInterval(timer)
    listener(start)
    entry.listeners.add(listener)
  })
  const emit = (line: string) => {
    entry.lines.push(line)
    entry.listeners.forEach((l) => l({ message: line, task: taskId }))
  }
  let i = 0
  const timer = setInterval(() => {
    // The task's result is stored before celery writes its last line.
    if (i === all.length - 1) onDone?.()
    emit(all[i++] + '\r\n')
    if (i < all.length) return
    clearInterval(timer)
    entry.done = true
  }, 20)
  timer.unref?.()
}

export function startTaskLog(taskId: string, command: string, hosts: string[]) {
  const lines = hosts.flatMap((h) => [`${h} | SUCCESS | rc=0 >>`, `$ ${command}`, 'ok', ''])
  streamTaskLog(taskId, lines, () =>
    tableOf('ops command executions').update(taskId, { is_finished: true, is_success: true, date_finished: serverDate(new Date()), result: Object.fromEntries(hosts.map((h) => [h, { rc: 0, stdout: 'ok' }])) }),
  )
}

/** The log written so far, for a client that reads it once; undefined for a task the mock never ran. */
export const taskLogText = (taskId: string) => logs.get(taskId)?.lines.join('')

export function subscribeTaskLog(taskId: string, listener: Listener) {
  const entry = logs.get(taskId)
  if (!entry) {
    const dot = () => listener({ message: '.', task: taskId })
    dot()
    const timer = setInterval(dot, TASK_LOG_WAIT_MS)
    timer.unref?.()
    const of = waiting.get(taskId) ?? new Map<Listener, ReturnType<typeof setInterval>>()
    waiting.set(taskId, of.set(listener, timer))
    return () => {
      clearInterval(timer)
      of.delete(listener)
      logs.get(taskId)?.listeners.delete(listener)
    }
  }
  listener(start)
  entry.lines.forEach((line) => listener({ message: line, task: taskId }))
  if (!entry.done) entry.listeners.add(listener)
  return () => entry.listeners.delete(listener)
}
