// Following a task's log (reference: ops command executions, /ws/ops/tasks/log/), as v2.26.1's
// TaskLogWebsocket (ops/ws.py) speaks: after the socket opens, {task: id} is sent; while the task's log
// does not exist yet the server sends {message: '.', task} every 0.5 s, then {message: '\r\n'} once it
// does, then {message, task} chunks. The server never closes such a socket nor sends an end frame: it
// stops reading once the log holds both the task's id and celery's "succeeded in" (its task_end_mark), and
// the console takes that as the log's end too (or celery's "raised unexpected", a failed task's last line).
export const taskLogUrl = (location: Pick<Location, 'protocol' | 'host'>) => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/ops/tasks/log/`

export interface TaskLogHandlers {
  onLine: (text: string) => void
  onEnd: () => void
  onError: () => void
  /** The server waits for the task's log to exist (its '.' frames). */
  onWaiting?: () => void
}

/** Parses one frame; text outside JSON is no frame of the log. */
export function readFrame(data: unknown): { message?: string } {
  try {
    const frame = JSON.parse(String(data)) as { message?: unknown }
    return typeof frame.message === 'string' ? { message: frame.message } : {}
  } catch {
    return {}
  }
}

/** Whether the log read so far has ended: celery's last line for the task (ops/ws.py's end mark). */
export const logHasEnded = (text: string, taskId: string) => text.includes(taskId) && /succeeded in|raised unexpected/.test(text)

/** What one socket for a task hears: each frame's message, and its failure (refused, or closed by the other end). */
export interface TaskLogSocketHandlers {
  onMessage: (message: string) => void
  onFail: () => void
}

/**
 * Opens one socket for `taskId`; the returned function closes it. Whoever follows a task goes through
 * followTaskLog (task-log-hub.ts), which shares one socket among all who follow the same task.
 */
export function openTaskLogSocket(taskId: string, handlers: TaskLogSocketHandlers): () => void {
  let closed = false
  const socket = new WebSocket(taskLogUrl(window.location))
  socket.onopen = () => socket.send(JSON.stringify({ task: taskId }))
  socket.onmessage = (event) => {
    const { message } = readFrame(event.data)
    if (message !== undefined && !closed) handlers.onMessage(message)
  }
  // A socket refused, or closed before the log's end mark (2.26 never closes one itself), has failed: said once.
  const fail = () => {
    if (closed) return
    closed = true
    handlers.onFail()
  }
  socket.onerror = fail
  socket.onclose = fail
  return () => {
    closed = true
    socket.close()
  }
}
