// A page that starts a task (an asset's hardware refresh or connectivity test) shows what the task changed
// once it has run: it follows the task's log (/ws/ops/tasks/log/) over the one subscription it shares with
// the task-log popup (task-log-hub.ts), and calls back at the log's end, or at once when the socket fails,
// so the page reads the object again. A page that goes away stops following.
import { useCallback, useEffect, useRef } from 'react'
import { followTaskLog } from './task-log-hub'

/** Returns `whenTaskEnds(taskId, then)`: `then` runs once the task's log has ended (or cannot be followed). */
export function useWhenTaskEnds(): (taskId: string, then: () => void) => void {
  const following = useRef(new Set<() => void>())
  useEffect(() => {
    const stops = following.current
    return () => {
      stops.forEach((stop) => stop())
      stops.clear()
    }
  }, [])
  return useCallback((taskId: string, then: () => void) => {
    let stop: () => void = () => undefined
    const ended = () => {
      following.current.delete(stop)
      stop()
      then()
    }
    stop = followTaskLog(taskId, { onLine: () => undefined, onEnd: ended, onError: ended })
    following.current.add(stop)
  }, [])
}
