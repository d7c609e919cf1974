// The routes the endpoint walk listed as not served (issue 27), as the v2.26.1 source answers them: the
// connection token's client-url, rdp/file and secret-info/detail, the super token's renewal (and the actions
// its rbac_perms refuse to everyone), a session's replay download, a join record's finish, an account's
// verify task and the node amount task.
import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

type Row = Record<string, unknown> & { id: string }
const TOKEN = '/api/v1/authentication/connection-token'
const SUPER = '/api/v1/authentication/super-connection-token'

let admin: Client
beforeEach(async () => {
  resetMock({})
  admin = await signIn('admin')
})

/** A user, an asset and a system user one asset permission grants together (the seed's). */
async function granted(): Promise<{ username: string; asset: string; systemUser: string; protocol: string }> {
  const perms = (await admin.json<Row[]>('GET', '/api/v1/perms/asset-permissions/')).body
  const users = (await admin.json<Row[]>('GET', '/api/v1/users/users/')).body
  const sus = (await admin.json<Row[]>('GET', '/api/v1/assets/system-users/')).body
  const p = perms.find((x) => (x.users as string[]).length && (x.assets as string[]).length && (x.system_users as string[]).some((s) => sus.find((su) => su.id === s)?.protocol === 'ssh'))!
  const systemUser = (p.system_users as string[]).find((s) => sus.find((su) => su.id === s)?.protocol === 'ssh')!
  return { username: String(users.find((u) => u.id === (p.users as string[])[0])!.username), asset: (p.assets as string[])[0], systemUser, protocol: 'ssh' }
}

describe('connection-token extra actions', () => {
  it('client-url answers a jms:// URL of the SSH token for a granted asset, as POST body or GET query', async () => {
    const g = await granted()
    const user = await signIn(g.username)
    const posted = await user.json<{ url: string }>('POST', `${TOKEN}/client-url/`, { asset: g.asset, system_user: g.systemUser })
    expect(posted.status).toBe(200)
    expect(posted.body.url).toMatch(/^jms:\/\//)
    const data = JSON.parse(Buffer.from(posted.body.url.slice(6), 'base64').toString()) as Record<string, string>
    expect(Object.keys(data)).toEqual(['filename', 'protocol', 'username', 'token', 'config'])
    expect(data.protocol).toBe('ssh')
    expect(data.username).toBe(g.username)
    expect(data.filename).toMatch(new RegExp(`^${g.username}-.*-jumpserver$`))
    expect(Object.keys(JSON.parse(data.token) as object)).toEqual(['ip', 'port', 'username', 'password'])
    const got = await user.json<{ url: string }>('GET', `${TOKEN}/client-url/?asset=${g.asset}&system_user=${g.systemUser}`)
    expect(got.status).toBe(200)
  })

  it('client-url refuses without an asset or application (400), bad pks by field (400), an asset not granted (403)', async () => {
    expect(await admin.json('POST', `${TOKEN}/client-url/`, {})).toEqual({ status: 400, body: { non_field_errors: ['Asset or application required'] } })
    expect(await admin.json('POST', `${TOKEN}/client-url/`, { asset: 'web-01' })).toEqual({ status: 400, body: { asset: ['“web-01” is not a valid UUID.'] } })
    const ghost = '11111111-1111-1111-1111-111111111111'
    expect(await admin.json('POST', `${TOKEN}/client-url/`, { asset: ghost })).toEqual({ status: 400, body: { asset: [`Invalid pk "${ghost}" - object does not exist.`] } })
    const g = await granted()
    const sus = (await admin.json<Row[]>('GET', '/api/v1/assets/system-users/')).body
    const other = sus.find((s) => s.id !== g.systemUser)!
    const user = await signIn(g.username)
    const refused = await user.json<{ detail: string }>('POST', `${TOKEN}/client-url/`, { asset: g.asset, system_user: other.id })
    expect(refused.status).toBe(403)
    expect(refused.body.detail).toMatch(/^User not has this asset and system user permission: /)
    const stored = await user.json<Row[]>('GET', `${TOKEN}/`)
    expect(stored.body).toHaveLength(0) // nothing stored for a refused token
  })

  it('rdp/file answers the .rdp file as an attachment', async () => {
    const g = await granted()
    const user = await signIn(g.username)
    const res = await user.call('POST', `${TOKEN}/rdp/file/?full_screen=1&width=1280&height=800`, { body: { asset: g.asset, system_user: g.systemUser } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''.+-jumpserver\.rdp$/)
    const text = await res.text()
    expect(text).toMatch(/^full address:s:.+:3389\n/)
    expect(text).toContain(`username:s:${g.username}|`)
    expect(text).toContain('screen mode id:i:2\n')
    expect(text).toContain('desktopwidth:i:1280\n')
  })

  it('secret-info/detail gives the secret to who may view it; a token that is no UUID is a 400, an unknown one a 404', async () => {
    const g = await granted()
    const user = await signIn(g.username)
    await user.json('POST', `${TOKEN}/client-url/`, { asset: g.asset, system_user: g.systemUser })
    const [token] = (await user.json<Row[]>('GET', `${TOKEN}/`)).body
    expect((await user.json('POST', `${TOKEN}/secret-info/detail/`, { token: token.id })).status).toBe(403)
    const detail = await admin.json<Row>('POST', `${TOKEN}/secret-info/detail/`, { token: token.id })
    expect(detail.status).toBe(200)
    expect(Object.keys(detail.body)).toEqual(['id', 'secret', 'type', 'user', 'asset', 'application', 'system_user', 'remote_app', 'cmd_filter_rules', 'domain', 'gateway', 'actions', 'expired_at'])
    expect((detail.body.user as Row).username).toBe(g.username)
    expect(await admin.json('POST', `${TOKEN}/secret-info/detail/`, { token: 'abc' })).toEqual({ status: 400, body: { token: ['“abc” is not a valid UUID.'] } })
    expect((await admin.json('POST', `${TOKEN}/secret-info/detail/`, { token: '11111111-1111-1111-1111-111111111111' })).status).toBe(404)
  })

  it('the super token renews a token; its other actions are refused to everyone, as its rbac_perms do', async () => {
    const g = await granted()
    const user = await signIn(g.username)
    await user.json('POST', `${TOKEN}/client-url/`, { asset: g.asset, system_user: g.systemUser })
    const [token] = (await user.json<Row[]>('GET', `${TOKEN}/`)).body
    const renewed = await admin.json<{ ok: boolean; msg: string }>('PATCH', `${SUPER}/renewal/`, { token: token.id })
    expect(renewed.status).toBe(200)
    expect(renewed.body.ok).toBe(true)
    expect(renewed.body.msg).toMatch(/^Token is renewed, date expired: /)
    expect((await user.json('PATCH', `${SUPER}/renewal/`, { token: token.id })).status).toBe(403)
    const refused = await admin.json<{ detail: string }>('POST', `${SUPER}/client-url/`, { asset: g.asset })
    expect(refused.status).toBe(403)
    expect(refused.body.detail).toMatch(/^Action not allowed: get_client_protocol_url, only `create,renewal,list,/)
  })
})

describe('terminal and asset actions', () => {
  it('a session replay downloads as a tar; a session without one is a 404 with the reason', async () => {
    const sessions = (await admin.json<Row[]>('GET', '/api/v1/terminal/sessions/')).body
    const withReplay = sessions.find((s) => s.can_replay)!
    const res = await admin.call('GET', `/api/v1/terminal/sessions/${withReplay.id}/replay/download/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${withReplay.id}.tar`)
    const tar = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(tar.slice(257, 262))).toBe('ustar')
    expect(new TextDecoder().decode(tar.slice(0, 100)).replace(/\0+$/, '')).toBe(`${withReplay.id}.replay.gz`)
    const without = sessions.find((s) => !s.can_replay)!
    const missing = await admin.json<{ error: string }>('GET', `/api/v1/terminal/sessions/${without.id}/replay/download/`)
    expect(missing.status).toBe(404)
    expect(missing.body.error).toMatch(/^Not found (session replay file|replay file, and not remote storage set)$/)
    const user = await signIn('user')
    expect((await user.call('GET', `/api/v1/terminal/sessions/${withReplay.id}/replay/download/`)).status).toBe(403)
  })

  it('a join record is finished', async () => {
    const [record] = (await admin.json<Row[]>('GET', '/api/v1/terminal/session-join-records/')).body
    expect(await admin.json('PATCH', `/api/v1/terminal/session-join-records/${record.id}/finished/`, {})).toEqual({ status: 200, body: { msg: 'ok' } })
    expect((await admin.json<Row>('GET', `/api/v1/terminal/session-join-records/${record.id}/`)).body.is_finished).toBe(true)
  })

  it('an account verify and the node amount check start tasks', async () => {
    const [account] = (await admin.json<Row[]>('GET', '/api/v1/assets/accounts/')).body
    const verify = await admin.json<{ task: string }>('POST', `/api/v1/assets/accounts/${account.id}/verify/`, {})
    expect(verify.status).toBe(200)
    expect(Object.keys(verify.body)).toEqual(['task'])
    const check = await admin.json<{ task: string }>('POST', '/api/v1/assets/nodes/check_assets_amount_task/', {})
    expect(check.status).toBe(200)
    expect(Object.keys(check.body)).toEqual(['task'])
    const user = await signIn('user')
    expect((await user.call('POST', `/api/v1/assets/accounts/${account.id}/verify/`, { body: {} })).status).toBe(403)
  })
})
