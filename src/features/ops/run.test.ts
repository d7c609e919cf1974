// A run as 2.26.1 sends it (AdHocExecutionSerializer; TaskSerializer.latest_execution) becomes words: the task's
// name without the organisation's id, hosts by name, each failed host with its tasks' messages.
import { describe, expect, it } from 'vitest'
import { runOf } from './run'

const ORG = '00000000-0000-0000-0000-000000000002'
// The shape of recorded-2.26.1/ops-tasks.GET.json's latest_execution, with the hosts of a run that reached two of three.
const execution = {
  id: 'a1627ce7-63c4-4146-9720-1a1be138f7a3',
  task: '69775bef-cfaf-4b65-bf90-21d33f367b3f',
  task_display: `Test assets connectivity: ['web-01']@${ORG}`,
  hosts_amount: 3,
  adhoc: '44d94a74-f40d-4050-886e-91b354211a50',
  date_start: '2026/11/26 03:03:33 +0800',
  stat: { total: 3, success: 2, failed: 1 },
  date_finished: '2026/11/26 03:03:37 +0800',
  timedelta: 4.2,
  is_finished: true,
  is_success: false,
  short_id: '1a1be138f7a3',
  adhoc_short_id: '91b354211a50',
  last_success: ['web-01', 'web-02'],
  last_failure: { 'db-01': { ping: { changed: false, msg: 'Failed to connect to the host via ssh' }, 'gather facts': { changed: false, msg: '' } } },
}

describe('a run of a task, in words', () => {
  it("names the task without its organisation's id, and the hosts that failed with why, those that succeeded by name", () => {
    expect(runOf(execution)).toEqual({
      id: execution.id,
      taskName: "Test assets connectivity: ['web-01']",
      version: execution.adhoc,
      started: execution.date_start,
      finished: execution.date_finished,
      seconds: 4.2,
      isFinished: true,
      isSuccess: false,
      succeeded: ['web-01', 'web-02'],
      failed: [{ host: 'db-01', reasons: ['ping: Failed to connect to the host via ssh', 'gather facts'] }],
    })
  })

  it('keeps a name holding "@" that is not followed by an id, and reads a command failure by its stderr', () => {
    const run = runOf({ ...execution, task_display: 'Push keys @ night', last_failure: { 'web-03': { shell: { cmd: 'ls /root', stderr: 'permission denied', stdout: '', rc: 1, delta: '0:00:00.01', msg: '' } } } })
    expect(run?.taskName).toBe('Push keys @ night')
    expect(runOf({ ...execution, task_display: `Update some assets hardware info. @${ORG}` })?.taskName).toBe('Update some assets hardware info.')
    expect(run?.failed).toEqual([{ host: 'web-03', reasons: ['shell: permission denied'] }])
  })

  it('is no run for a task never run (latest_execution null), and no hosts for a run that left none', () => {
    expect(runOf(null)).toBeNull()
    const run = runOf({ ...execution, last_success: [], last_failure: {}, timedelta: null })
    expect(run).toMatchObject({ succeeded: [], failed: [], seconds: null })
  })
})
