import { describe, expect, it } from 'vitest'
import { logHasEnded, readFrame } from './task-log'

// v2.26.1's ops/ws.py never sends an end frame: it stops reading once the log holds the task's id and
// celery's "succeeded in"; the console ends a log the same way (and on a failed task's last line).
describe('the end of a task log', () => {
  const id = '6f1c3a2e-0000-4000-8000-000000000001'
  it.each([
    ['celery line of this task', `ok\r\nTask ops.tasks.run_command_execution[${id}] succeeded in 1.2s: None\r\n`, true],
    ['a failed task', `Task ops.tasks.run_command_execution[${id}] raised unexpected: KeyError()\r\n`, true],
    ['the id without celery line', `>>> ${id}\r\nrunning\r\n`, false],
    ['another task succeeding', `Task x[00000000-0000-4000-8000-000000000002] succeeded in 1s: None`, false],
    ['a command whose output says succeeded in', 'make: succeeded in 3s\r\n', false],
  ])('%s → %s', (_, text, ended) => expect(logHasEnded(text, id)).toBe(ended))

  it('reads the message of a frame and nothing of what is not JSON', () => {
    expect(readFrame('{"message": "ok\\r\\n", "task": "t"}')).toEqual({ message: 'ok\r\n' })
    expect(readFrame('{"event": "end"}')).toEqual({})
    expect(readFrame('not json')).toEqual({})
  })
})
