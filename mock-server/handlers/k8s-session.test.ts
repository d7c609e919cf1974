// The seeded Kubernetes session, as a 2.26.1 server answers it: protocol k8s (labelled "kubernetes" in the
// session list's OPTIONS, recorded-2.26.1/terminal-sessions.OPTIONS.json), the cluster application as its
// asset, its commands, and its replay downloadable like any other.
import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

type Row = Record<string, unknown> & { id: string }
const SESSIONS = '/api/v1/terminal/sessions/'

let admin: Client
beforeEach(async () => {
  resetMock({})
  admin = await signIn('admin')
})

describe('the seeded Kubernetes session', () => {
  it('is a finished session of the cluster application, with its replay and its commands', async () => {
    const [session, ...others] = (await admin.json<Row[]>('GET', `${SESSIONS}?protocol=k8s`)).body
    expect(others).toEqual([])
    const [cluster] = (await admin.json<Row[]>('GET', '/api/v1/applications/applications/?type=k8s')).body.filter((a) => a.id === session.asset_id)
    expect(session).toMatchObject({ protocol: 'k8s', asset: cluster.name, user: 'Org Admin(orgadmin)', login_from: 'WT', login_from_display: 'Web Terminal', is_finished: true, can_replay: true, can_join: false, can_terminate: false, command_amount: 3 })
    const commands = (await admin.json<Row[]>('GET', `/api/v1/terminal/commands/?session_id=${session.id}`)).body
    expect(commands.map((c) => `${String(c.input)} | ${String(c.asset)} | ${String(c.risk_level_display)}`).sort()).toEqual([
      `kubectl describe pod web-0 -n web | ${String(cluster.name)} | Ordinary`,
      `kubectl get pods -n web | ${String(cluster.name)} | Ordinary`,
      `kubectl logs web-0 -n web | ${String(cluster.name)} | Ordinary`,
    ])
    const replay = await admin.call('GET', `${SESSIONS}${session.id}/replay/download/`)
    expect(replay.status).toBe(200)
  })

  it('names its protocol "kubernetes" in every language, as Session.PROTOCOL does', async () => {
    for (const lang of ['en', 'zh-hans', 'ja']) {
      const res = await admin.call('OPTIONS', SESSIONS, { headers: { 'Accept-Language': lang } })
      const options = (await res.json()) as { actions: { GET: Record<string, { choices?: { value: string; display_name: string }[] }> } }
      expect(options.actions.GET.protocol.choices?.find((c) => c.value === 'k8s')?.display_name).toBe('kubernetes')
    }
  })

  it('loses its replay offer when the server holds no replay for it', async () => {
    const [session] = (await admin.json<Row[]>('GET', `${SESSIONS}?protocol=k8s`)).body
    expect((await admin.json('PATCH', `${SESSIONS}${session.id}/`, { has_replay: false })).status).toBe(200)
    expect((await admin.json<Row>('GET', `${SESSIONS}${session.id}/`)).body.can_replay).toBe(false)
    expect((await admin.call('GET', `${SESSIONS}${session.id}/replay/download/`)).status).toBe(404)
  })
})
