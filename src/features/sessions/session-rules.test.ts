import { describe, expect, it } from 'vitest'
import { sessionOffers } from './session-rules'

const everything = () => true
const viewOnly = (required: readonly string[]) => required.every((r) => r.split('|').includes('terminal.view_session'))
const row = (fields: Record<string, unknown>) => ({ id: 's1', ...fields })

describe('sessionOffers (domain §4 Session)', () => {
  it('offers replay only for an offline session with a recording', () => {
    expect(sessionOffers(row({ is_finished: true, can_replay: true }), everything)).toEqual({ replay: true, monitor: { kind: 'none' }, terminate: false })
    expect(sessionOffers(row({ is_finished: true, can_replay: false }), everything).replay).toBe(false)
    expect(sessionOffers(row({ is_finished: false, can_replay: true }), everything).replay).toBe(false)
  })

  it('offers monitor and terminate for an online SSH session', () => {
    expect(sessionOffers(row({ is_finished: false, protocol: 'ssh', login_from: 'WT', can_join: true, can_terminate: true }), everything)).toEqual({
      replay: false,
      monitor: { kind: 'offered' },
      terminate: true,
    })
  })

  it('refuses monitoring an RDP client session, with the reason', () => {
    expect(sessionOffers(row({ is_finished: false, protocol: 'rdp', login_from: 'ST' }), everything).monitor).toEqual({ kind: 'refused', reason: 'noMonitor' })
    expect(sessionOffers(row({ is_finished: false, protocol: 'ssh', login_from: 'RT' }), everything).monitor).toEqual({ kind: 'refused', reason: 'noMonitor' })
    expect(sessionOffers(row({ is_finished: false, protocol: 'ssh', can_join: false }), everything).monitor).toEqual({ kind: 'refused', reason: 'notJoinable' })
  })

  it('offers nothing the permissions withhold', () => {
    const online = sessionOffers(row({ is_finished: false, protocol: 'ssh' }), viewOnly)
    expect(online).toEqual({ replay: false, monitor: { kind: 'none' }, terminate: false })
    expect(sessionOffers(row({ is_finished: true, can_replay: true }), () => false).replay).toBe(false)
    expect(sessionOffers(row({ is_finished: true, can_replay: true }), viewOnly).replay).toBe(true)
  })
})
