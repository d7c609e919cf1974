import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

type LatestSession = Record<string, unknown>

describe("the dashboard's latest sessions (IndexApi)", () => {
  let admin: Client
  beforeEach(async () => {
    resetMock()
    admin = await signIn('admin')
  })

  it('names each session as 2.26.1 does: who, on what, ended or not, str(date_start) and the time since; no id, protocol or end', async () => {
    // What a 2.26.1 server answered for one session started 52 minutes before (GET /api/v1/index/).
    const recorded = { user: 'Alice Liddell(alice)', asset: 'web-01(10.0.0.11)', is_finished: false, date_start: '2026-11-28 01:52:17.230047+00:00', timesince: '52 minutes' }
    const latest = (await admin.json<{ dates_login_record_top10_sessions: LatestSession[] }>('GET', '/api/v1/index/')).body.dates_login_record_top10_sessions
    expect(latest.length).toBeGreaterThan(0)
    for (const session of latest) {
      expect(Object.keys(session).sort()).toEqual(Object.keys(recorded).sort())
      expect(session.date_start).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00$/)
      expect(session.timesince).toMatch(/^\d+\s(minute|hour|day|week|month|year)s?$/)
    }
  })
})
