import { beforeEach, describe, expect, it } from 'vitest'
import type { Client } from '../entry/test-client'
import { assetId, freshPermsMock, grant, nodeByKey, userGroup, userId, type Page } from './perms-fixture'

// Who may reach an asset (2.26.1 AssetPermUserListApi / AssetPermUserGroupListApi, get_asset_related_perms):
// every asset permission naming the asset, or a node it sits under or an ancestor of one, in force or not;
// its users, and the members of its user groups. AssetPermissionFilter's asset_id (all=1) lists those
// permissions; BasePermission.is_valid is active and within its dates.
let admin: Client
let user: Client

beforeEach(async () => {
  ;({ admin, user } = await freshPermsMock())
})

const permUsers = async (asset: string) => {
  const res = await admin.json<Page<{ username: string }>>('GET', `/api/v1/assets/assets/${asset}/perm-users/?limit=100`)
  expect(res.status).toBe(200)
  return res.body.results.map((u) => u.username).sort()
}

describe("an asset's authorized users (mock)", () => {
  it('come from a permission naming a node above the asset', async () => {
    const asset = await assetId('web-04')
    const before = await permUsers(asset)
    expect(before).not.toContain('orgauditor')
    await grant({ name: 'Whole Default for the org auditor', nodes: [await nodeByKey('1')], users: [await userId('orgauditor')] })
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
    const group = await userGroup('Night shift', [await userId('orgauditor')])
    await grant({ name: 'Through a group', assets: [asset], user_groups: [group] })
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
