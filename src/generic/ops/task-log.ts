// Following a task's log (reference: ops command executions, /ws/ops/tasks/log/): after the socket
// opens, {task: id} is sent; {message} frames are lines, {event: 'end'} ends the run.
export const taskLogUrl = (location: Pick<Location, 'protocol' | 'host'>) => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/ops/tasks/log/`

export interface TaskLogHandlers {
  onLine: (text: string) => void
  onEnd: () => void
  onError: () => void
}

/** Parses one frame; text outside JSON is no frame of the log. */
export function readFrame(data: unknown): { message?: string; end?: boolean } {
  try {
    const frame = JSON.parse(String(data)) as { message?: unknown; event?: unknown }
    if (frame.event === 'end') return { end: true }
    return typeof frame.message === 'string' ? { message: frame.message } : {}
  } catch {
    return {}
  }
}

/** Opens the socket for `taskId`; the returned function closes it. */
export function followTaskLog(taskId: string, handlers: TaskLogHandlers): () => void {
  let ended = false
  const socket = new WebSocket(taskLogUrl(window.location))
  socket.onopen = () => socket.send(JSON.stringify({ task: taskId }))
  socket.onmessage = (event) => {
    const frame = readFrame(event.data)
    if (frame.message !== undefined) handlers.onLine(frame.message)
    if (frame.end && !ended) {
      ended = true
      handlers.onEnd()
      socket.close()
    }
  }
  socket.onerror = () => {
    if (!ended) handlers.onError()
  }
  return () => {
    ended = true
    socket.close()
  }
}
