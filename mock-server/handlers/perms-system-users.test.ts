import { beforeEach, describe, expect, it } from 'vitest'
import type { Client } from '../entry/test-client'
import { assetId, first, freshPermsMock, grant, nodeByKey, systemUserId, userId, type Page } from './perms-fixture'

// The login users of an asset (2.26.1 MyGrantedAssetSystemUsersApi, get_asset_system_user_ids_with_actions):
// permissions in force that reach the asset directly or through a node or an ancestor of it, their system
// users of a protocol the asset serves. The seed grants "user" the Web node of Default with "Default web".
type LoginUser = { name: string; actions: string[] }
let admin: Client
let user: Client

beforeEach(async () => {
  ;({ admin, user } = await freshPermsMock())
})

const loginUsers = async (hostname: string) => {
  const res = await user.json<LoginUser[]>('GET', `/api/v1/perms/users/assets/${await assetId(hostname)}/system-users/`)
  expect(res.status).toBe(200)
  return res.body
}
/** Grants "user" what `body` names. */
const grantUser = async (body: Record<string, unknown>) => grant({ users: [await userId('user')], ...body })

describe('the login users granted on an asset (mock)', () => {
  it('come from a node grant, with every action of "all"', async () => {
    expect(await loginUsers('web-04')).toEqual([
      expect.objectContaining({
        name: 'Default web',
        actions: [
          'all',
          'connect',
          'upload_file',
          'download_file',
          'updownload',
          'clipboard_copy',
          'clipboard_paste',
          'clipboard_copy_paste',
        ],
      }),
    ])
  })

  it('come through an ancestor node too, and only of a protocol the asset serves', async () => {
    await grantUser({
      name: 'Whole Default',
      nodes: [await nodeByKey('1')],
      system_users: [await systemUserId('Default ops'), await systemUserId('Default dba')],
    })
    expect((await loginUsers('web-04')).map((u) => u.name)).toEqual(['Default ops', 'Default web'])
  })

  it('leave out a permission no longer in force', async () => {
    const asset = await assetId('web-04')
    await grantUser({
      name: 'Lapsed',
      assets: [asset],
      system_users: [await systemUserId('Default ops')],
      date_start: '2021/01/01 00:00:00 +0000',
      date_expired: '2021/02/01 00:00:00 +0000',
    })
    expect((await loginUsers('web-04')).map((u) => u.name)).toEqual(['Default web'])
  })
})

// UserGrantedAssetSystemUsersForAdminApi (perms/users/{pk}/assets/{asset_id}/system-users/): the same list
// for any user, read by an administrator; the view asks for GET's default permission, assets.view_systemuser,
// and refuses an unknown user or asset with "Action not allowed" before any permission is weighed.
describe('the login users granted to a user on an asset, read by an administrator (mock)', () => {
  const adminUrl = async (username: string, hostname: string) =>
    `/api/v1/perms/users/${await userId(username)}/assets/${await assetId(hostname)}/system-users/`

  it('are the user’s own, as the user reads them, bare or paged', async () => {
    const url = await adminUrl('user', 'web-04')
    const bare = await admin.json<LoginUser[]>('GET', `${url}?cache_policy=1`)
    expect(bare.status).toBe(200)
    expect(bare.body).toEqual(await loginUsers('web-04'))
    const paged = await admin.json<Page<LoginUser>>('GET', `${url}?limit=1&offset=0`)
    expect(paged.body.count).toBe(1)
    expect(paged.body.results.map((u) => u.name)).toEqual(['Default web'])
  })

  it('are none for a user granted nothing on the asset', async () => {
    const res = await admin.json<LoginUser[]>('GET', await adminUrl('orgauditor', 'web-04'))
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
  })

  it('need the permission to view system users', async () => {
    const url = await adminUrl('user', 'web-04')
    const res = await user.json<{ detail: string }>('GET', url)
    expect(res.status).toBe(403)
    expect(res.body.detail).toBe('You do not have permission to perform this action.')
  })

  it('refuse an unknown user or asset with the server’s "Action not allowed"', async () => {
    const url = await adminUrl('user', 'web-04')
    const unknown = '00000000-0000-4000-8000-00000000beef'
    for (const wrong of [url.replace(/users\/[^/]+\/assets/, `users/${unknown}/assets`), url.replace(/assets\/[^/]+\/system-users/, `assets/${unknown}/system-users`)]) {
      const res = await user.json<{ detail: string; code: string }>('GET', wrong)
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ detail: 'Action not allowed: GET, only `list` supported', code: 'permission_denied' })
    }
  })
})

// UserGroupGrantedAssetSystemUsersApi (perms/user-groups/{pk}/assets/{asset_id}/system-users/): the admin
// variant for the permissions in force naming the group itself (get_asset_system_user_ids_with_actions_by_group).
describe('the login users granted to a user group on an asset, read by an administrator (mock)', () => {
  const groupUrl = async (group: string, hostname: string) =>
    `/api/v1/perms/user-groups/${await first(`/api/v1/users/groups/?name=${encodeURIComponent(group)}&limit=1`)}/assets/${await assetId(hostname)}/system-users/`

  it('are those of the permissions naming the group, and none once they expired', async () => {
    const url = await groupUrl('Default operators', 'web-04')
    const res = await admin.json<LoginUser[]>('GET', url)
    expect(res.status).toBe(200)
    expect(res.body.map((u) => u.name)).toEqual(['Default web'])
    const perm = await first('/api/v1/perms/asset-permissions/?name=Default%20web%20servers&limit=1')
    expect((await admin.json('PATCH', `/api/v1/perms/asset-permissions/${perm}/`, { date_expired: '2022/08/01 00:00:00 +0000' })).status).toBe(200)
    expect((await admin.json<LoginUser[]>('GET', url)).body).toEqual([])
  })

  it('need the permission to view system users, and refuse an unknown group with "Action not allowed"', async () => {
    const url = await groupUrl('Default operators', 'web-04')
    expect((await user.json('GET', url)).status).toBe(403)
    const res = await admin.json<{ detail: string }>('GET', url.replace(/user-groups\/[^/]+\//, 'user-groups/00000000-0000-4000-8000-00000000beef/'))
    expect(res.status).toBe(403)
    expect(res.body.detail).toBe('Action not allowed: GET, only `list` supported')
  })
})
