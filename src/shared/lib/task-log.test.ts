import { describe, expect, it } from 'vitest'
import { taskAboutOf, taskLogPath } from './task-log'

const ID = '9d3c6a52-1b1e-4f7e-8c55-0a3f1d2b4c6e'

describe('what the task-log popup is told about its task (domain §2 task-log popup)', () => {
  it('the address carries what was run and on what, read back as it was written, names with any character', () => {
    const path = taskLogPath(ID, { what: 'assetRefresh', on: 'web & db/01(10.0.0.1)' })
    const url = new URL(path, 'http://console.test')
    expect(url.pathname).toBe(`/ui/ops/celery/task/${ID}/log/`)
    expect(taskAboutOf(url.searchParams)).toEqual({ what: 'assetRefresh', on: 'web & db/01(10.0.0.1)' })
  })

  it('a kind the console does not know, or no name, says nothing about the task', () => {
    expect(taskAboutOf(new URLSearchParams({ what: 'reboot', on: 'web-01' }))).toBeUndefined()
    expect(taskAboutOf(new URLSearchParams({ what: 'assetTest' }))).toBeUndefined()
    expect(taskLogPath(ID)).toBe(`/ui/ops/celery/task/${ID}/log/`)
  })
})
