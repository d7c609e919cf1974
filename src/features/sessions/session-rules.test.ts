import { describe, expect, it } from 'vitest'
import { replayDownloadUrl, sessionOffers } from './session-rules'

const everything = () => true
const viewOnly = (required: readonly string[]) => required.every((r) => r.split('|').includes('terminal.view_session'))
const row = (fields: Record<string, unknown>) => ({ id: 's1', ...fields })

describe('sessionOffers (domain §4 Session)', () => {
  it('offers replay and its download only for an offline session with a recording', () => {
    expect(sessionOffers(row({ is_finished: true, can_replay: true }), everything)).toEqual({ replay: true, download: true, monitor: { kind: 'none' }, terminate: false })
    expect(sessionOffers(row({ is_finished: true, protocol: 'k8s', can_replay: true }), everything)).toMatchObject({ replay: true, download: true })
    expect(sessionOffers(row({ is_finished: true, protocol: 'k8s', can_replay: false }), everything)).toMatchObject({ replay: false, download: false })
    expect(sessionOffers(row({ is_finished: false, can_replay: true }), everything)).toMatchObject({ replay: false, download: false })
  })

  it('downloads a replay in the organisation of the session', () => {
    expect(replayDownloadUrl('s 1', 'org-b')).toBe('/api/v1/terminal/sessions/s%201/replay/download/?oid=org-b')
    expect(replayDownloadUrl('s1', undefined)).toBe('/api/v1/terminal/sessions/s1/replay/download/')
  })

  it('offers monitor and terminate for an online SSH session', () => {
    expect(sessionOffers(row({ is_finished: false, protocol: 'ssh', login_from: 'WT', can_join: true, can_terminate: true }), everything)).toEqual({
      replay: false,
      download: false,
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
    expect(online).toEqual({ replay: false, download: false, monitor: { kind: 'none' }, terminate: false })
    expect(sessionOffers(row({ is_finished: true, can_replay: true }), () => false)).toMatchObject({ replay: false, download: false })
    // Viewing sessions lets one replay them; downloading a replay is a permission of its own.
    expect(sessionOffers(row({ is_finished: true, can_replay: true }), viewOnly)).toMatchObject({ replay: true, download: false })
    const downloader = (required: readonly string[]) => required.every((r) => r.split('|').includes('terminal.download_sessionreplay'))
    expect(sessionOffers(row({ is_finished: true, can_replay: true }), downloader)).toMatchObject({ replay: false, download: true })
  })
})
