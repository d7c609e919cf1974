import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

// Who may reach an asset (2.26.1 AssetPermUserListApi / AssetPermUserGroupListApi, get_asset_related_perms):
// every asset permission naming the asset, or a node it sits under or an ancestor of one, in force or not;
// its users, and the members of its user groups. AssetPermissionFilter's asset_id (all=1) lists those
// permissions; BasePermission.is_valid is active and within its dates.
type Page<T = Record<string, unknown>> = { count: number; results: T[] }
let admin: Client
let user: Client

beforeEach(async () => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  ;[admin, user] = await Promise.all([signIn('admin'), signIn('user')])
})

const first = async (url: string) => (await admin.json<Page<{ id: string }>>('GET', url)).body.results[0].id
const assetId = (hostname: string) => first(`/api/v1/assets/assets/?hostname=${hostname}&limit=1`)
const userId = (username: string) => first(`/api/v1/users/users/?username=${username}&limit=1`)
const permUsers = async (asset: string) => {
  const res = await admin.json<Page<{ username: string }>>('GET', `/api/v1/assets/assets/${asset}/perm-users/?limit=100`)
  expect(res.status).toBe(200)
  return res.body.results.map((u) => u.username).sort()
}
async function grant(body: Record<string, unknown>) {
  const res = await admin.json<{ id: string }>('POST', '/api/v1/perms/asset-permissions/', { actions: ['connect'], ...body })
  expect(res.status).toBe(201)
  return res.body.id
}

describe("an asset's authorized users (mock)", () => {
  it('come from a permission naming a node above the asset', async () => {
    const asset = await assetId('web-04')
    const before = await permUsers(asset)
    expect(before).not.toContain('orgauditor')
    const nodes = await admin.json<Page<{ id: string; key: string }>>('GET', '/api/v1/assets/nodes/?limit=100')
    const root = nodes.body.results.find((n) => n.key === '1')!.id
    await grant({ name: 'Whole Default for the org auditor', nodes: [root], users: [await userId('orgauditor')] })
    expect(await permUsers(asset)).toEqual([...before, 'orgauditor'].sort())
  })

  it('count a lapsed permission too, which the list of its permissions marks not valid', async () => {
    const asset = await assetId('web-04')
    const id = await grant({ name: 'Lapsed', assets: [asset], users: [await userId('orgauditor')], date_start: '2021/01/01 00:00:00 +0000', date_expired: '2021/02/01 00:00:00 +0000' })
    expect(await permUsers(asset)).toContain('orgauditor')
    const perms = await admin.json<Page<{ id: string; is_valid: boolean; is_expired: boolean }>>('GET', `/api/v1/perms/asset-permissions/?asset_id=${asset}&limit=100`)
    expect(perms.body.results.find((p) => p.id === id)).toMatchObject({ is_valid: false, is_expired: true })
  })

  it('come through a user group a permission names, which is listed too; 404 for an asset that does not exist', async () => {
    const asset = await assetId('web-04')
    const made = await admin.json<{ id: string }>('POST', '/api/v1/users/groups/', { name: 'Night shift', users: [await userId('orgauditor')] })
    expect(made.status).toBe(201)
    await grant({ name: 'Through a group', assets: [asset], user_groups: [made.body.id] })
    expect(await permUsers(asset)).toContain('orgauditor')
    const groups = await admin.json<Page<{ name: string }>>('GET', `/api/v1/assets/assets/${asset}/perm-user-groups/?limit=100`)
    expect(groups.body.results.map((g) => g.name)).toContain('Night shift')
    const missing = await admin.json('GET', '/api/v1/assets/assets/00000000-0000-4000-8000-00000000ffff/perm-users/')
    expect(missing.status).toBe(404)
  })

  it('need perms.view_assetpermission', async () => {
    const res = await user.json('GET', `/api/v1/assets/assets/${await assetId('web-04')}/perm-users/`)
    expect(res.status).toBe(403)
  })
})
