import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { streamTaskLog, subscribeTaskLog } from './task-log-feed'

// A task's log followed before it exists (ops/ws.py v2.26.1): '.' frames every 0.5 s, then the log from its start.
describe('the task log of a task not started yet', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('waits with "." frames, then streams the log once it starts, and stops waiting when left', () => {
    const got: unknown[] = []
    const leave = subscribeTaskLog('later-task', (frame) => got.push(frame))
    vi.advanceTimersByTime(1200)
    expect(got).toEqual([1, 2, 3].map(() => ({ message: '.', task: 'later-task' })))
    streamTaskLog('later-task', ['one'])
    vi.advanceTimersByTime(1000)
    expect(got.slice(3)).toEqual([{ message: '\r\n' }, { message: 'one\r\n', task: 'later-task' }, { message: 'Task ops.tasks.run_command_execution[later-task] succeeded in 0.02s: None\r\n', task: 'later-task' }])
    leave()

    const left: unknown[] = []
    subscribeTaskLog('never-task', (frame) => left.push(frame))()
    vi.advanceTimersByTime(2000)
    expect(left).toHaveLength(1)
  })
})
