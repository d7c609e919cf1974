// A version as 2.26.1 sends it (recorded-2.26.1/ops-adhoc.GET.json) becomes words: its playbook lines one
// readable line each, its options name by name, never the JSON or Python text they travel as.
import { describe, expect, it } from 'vitest'
import { commandsOf, optionsOf, runAsOf } from './version'

describe("a version's commands", () => {
  it('reads each playbook line as its name and what it runs, the module alone when the line is named after it', () => {
    expect(commandsOf([{ name: 'ping', action: { module: 'ping' } }])).toEqual(['ping'])
    expect(commandsOf([{ name: 'gather facts', action: { module: 'setup' } }, { name: 'uptime', action: { module: 'shell', args: 'uptime -p' } }])).toEqual(['gather facts: setup', 'uptime: shell uptime -p'])
  })

  it('names an unnamed line by its module, and has no line for what is not a list', () => {
    expect(commandsOf([{ action: { module: 'shell', args: 'ls /root' } }, 'raw line', null])).toEqual(['shell ls /root', 'raw line'])
    expect(commandsOf('[{"name": "ping"}]')).toEqual([])
  })
})

describe("a version's options", () => {
  it('reads the Python text 2.26.1 stores, and JSON, name by name', () => {
    expect(optionsOf("{'timeout': 10, 'forks': 10}")).toEqual([{ name: 'timeout', value: 10 }, { name: 'forks', value: 10 }])
    expect(optionsOf('{"timeout": 10, "become": true, "user": null}')).toEqual([{ name: 'timeout', value: 10 }, { name: 'become', value: true }, { name: 'user', value: '' }])
    expect(optionsOf({ timeout: 30 })).toEqual([{ name: 'timeout', value: 30 }])
  })

  it('is no option for empty text, and null for text it cannot read', () => {
    expect(optionsOf('')).toEqual([])
    expect(optionsOf('timeout=10')).toBeNull()
  })
})

describe('as whom a version runs', () => {
  it("is each host's admin user when run_as_admin, whatever run_as says (2.26.1's system tasks: run_as null)", () => {
    expect(runAsOf({ run_as: null, run_as_admin: true })).toEqual({ hostAdmin: true })
    expect(runAsOf({ run_as: 'root', run_as_admin: true })).toEqual({ hostAdmin: true })
  })

  it('is the user run_as names otherwise, and nobody for none', () => {
    expect(runAsOf({ run_as: 'deploy', run_as_admin: false })).toEqual({ user: 'deploy' })
    expect(runAsOf({ run_as: '', run_as_admin: false })).toBeNull()
    expect(runAsOf({ run_as: null })).toBeNull()
  })
})
