import { beforeEach, describe, expect, it } from 'vitest'
import { signIn, type Client } from '../entry/test-client'
import { assetId, freshPermsMock, grant, nodeByKey, userGroup, userId, type Page } from './perms-fixture'

// The assets granted to a user (2.26.1 UserGrantedAssetsQueryUtils.get_all_granted_assets): the assets the
// user's valid permissions (get_user_all_asset_perm_ids: active, started, not expired; naming the user or
// one of the user's groups) name, united with every asset of the nodes they name and of those nodes'
// descendants (Node.get_nodes_all_assets: key equal or under `key:`). The same set answers
// perms/users/assets/ (the user's own), perms/users/{pk}/assets/ (an admin's view of the user), and, cut to
// a node's subtree, perms/users/nodes/{node_id}/assets/ (get_node_all_assets). The seed grants "user" the
// Web node of Default and three assets by name, to "user" and "newbie" alike.
type Asset = { id: string; hostname: string }
let admin: Client
let user: Client

beforeEach(async () => {
  ;({ admin, user } = await freshPermsMock())
})

const hostnames = async (who: Client, url: string) => {
  const res = await who.json<Page<Asset>>('GET', `${url}${url.includes('?') ? '&' : '?'}limit=1000`)
  expect(res.status).toBe(200)
  return res.body.results.map((a) => a.hostname).sort()
}
/** The hostnames of Default's assets under the node of `key` (its subtree), read from the asset list. */
const assetsUnder = async (key: string) => hostnames(admin, `/api/v1/assets/assets/?node=${await nodeByKey(key)}&all=1`)

describe("a user's granted assets (mock)", () => {
  it('hold every asset of a granted node and of its descendants, on the three lists that read them', async () => {
    const id = await userId('newbie')
    const all = await assetsUnder('1')
    expect(await hostnames(admin, `/api/v1/perms/users/${id}/assets/`)).not.toEqual(all)
    await grant({ name: 'All of Default', nodes: [await nodeByKey('1')], users: [id] })
    expect(await hostnames(admin, `/api/v1/perms/users/${id}/assets/`)).toEqual(all)
    const newbie = await signIn('newbie')
    expect(await hostnames(newbie, '/api/v1/perms/users/assets/')).toEqual(all)
    const database = await nodeByKey('1:2')
    expect(await hostnames(newbie, `/api/v1/perms/users/nodes/${database}/assets/`)).toEqual(await assetsUnder('1:2'))
    expect(await hostnames(admin, `/api/v1/perms/users/${id}/nodes/${database}/assets/`)).toEqual(await assetsUnder('1:2'))
  })

  it('reach an asset through a group the permission names, and add the assets it names directly', async () => {
    const id = await userId('newbie')
    const group = await userGroup('Night shift', [id])
    const before = await hostnames(admin, `/api/v1/perms/users/${id}/assets/`)
    const database = await assetsUnder('1:2')
    expect(database.filter((h) => !before.includes(h)).length).toBeGreaterThan(0)
    expect(before).not.toContain('win-06')
    const win06 = await assetId('win-06')
    await grant({ name: 'Databases for the night shift', nodes: [await nodeByKey('1:2')], assets: [win06], user_groups: [group] })
    expect(await hostnames(admin, `/api/v1/perms/users/${id}/assets/`)).toEqual([...new Set([...before, ...database, 'win-06'])].sort())
  })

  it('leave out a node granted by a permission not in force (expired, not yet started, or disabled)', async () => {
    const id = await userId('newbie')
    const root = await nodeByKey('1')
    const before = await hostnames(admin, `/api/v1/perms/users/${id}/assets/`)
    await grant({ name: 'Lapsed', nodes: [root], users: [id], date_start: '2021/01/01 00:00:00 +0000', date_expired: '2021/02/01 00:00:00 +0000' })
    await grant({ name: 'Not yet', nodes: [root], users: [id], date_start: '2099/01/01 00:00:00 +0000', date_expired: '2099/02/01 00:00:00 +0000' })
    await grant({ name: 'Off', nodes: [root], users: [id], is_active: false })
    expect(await hostnames(admin, `/api/v1/perms/users/${id}/assets/`)).toEqual(before)
  })

  it("of the seeded user: the Web node's assets and the assets named", async () => {
    const mine = await hostnames(user, '/api/v1/perms/users/assets/')
    expect(mine).toEqual(expect.arrayContaining(await assetsUnder('1:1')))
    expect(mine).toEqual(expect.arrayContaining(['db-01', 'k8s-03', 'win-02']))
  })
})

// What one permission grants, in force or not (2.26.1 AssetPermissionAllAssetListApi: get_all_granted_assets
// of [pk]; AssetPermissionAllUserListApi: get_all_users, the users named and the members of the groups
// named): the permission detail's "all assets" and "all users" lists, {asset, asset_display: str(Asset)}.
describe("a permission's all assets and all users (mock)", () => {
  it('list every asset of its nodes and their descendants beside the assets it names, filtered by hostname', async () => {
    const win06 = await assetId('win-06')
    const id = await grant({ name: 'Databases, lapsed', nodes: [await nodeByKey('1:2')], assets: [win06], date_start: '2021/01/01 00:00:00 +0000', date_expired: '2021/02/01 00:00:00 +0000' })
    type Item = { asset: string; asset_display: string }
    const all = await admin.json<Page<Item>>('GET', `/api/v1/perms/asset-permissions/${id}/assets/all/?limit=1000`)
    expect(all.status).toBe(200)
    const names = all.body.results.map((a) => a.asset_display.replace(/\(.*$/, '')).sort()
    expect(names).toEqual([...(await assetsUnder('1:2')), 'win-06'].sort())
    expect(all.body.results.find((a) => a.asset === win06)?.asset_display).toMatch(/^win-06\(10\.\d+\.\d+\.\d+\)$/)
    const one = await admin.json<Page<Item>>('GET', `/api/v1/perms/asset-permissions/${id}/assets/all/?hostname=win-06&limit=10`)
    expect(one.body.results.map((a) => a.asset)).toEqual([win06])
  })

  it('list the users it names and the members of its groups; 404 for a permission that does not exist', async () => {
    const [newbie, auditor] = [await userId('newbie'), await userId('orgauditor')]
    const group = await userGroup('Night shift', [auditor])
    const id = await grant({ name: 'Named and grouped', assets: [await assetId('db-01')], users: [newbie], user_groups: [group] })
    const all = await admin.json<Page<{ user: string; user_display: string }>>('GET', `/api/v1/perms/asset-permissions/${id}/users/all/?limit=100`)
    expect(all.status).toBe(200)
    expect(all.body.results.map((u) => u.user).sort()).toEqual([newbie, auditor].sort())
    expect(all.body.results.map((u) => u.user_display)).toContainEqual(expect.stringMatching(/\(newbie\)$/))
    const missing = await admin.json('GET', '/api/v1/perms/asset-permissions/00000000-0000-4000-8000-00000000ffff/users/all/')
    expect(missing.status).toBe(404)
  })
})

// The user's granted node tree (2.26.1 UserGrantedNodesQueryUtils.get_whole_tree_nodes, recorded
// user-granted-nodes: [Favorite, Default (1)]): the special Favorite node first, then the nodes granted, their
// ancestors and descendants and the nodes of directly granted assets, each with its granted assets' count.
describe("a user's granted node tree (mock)", () => {
  type TreeNode = { id: string; key: string; value: string; org_id: string; assets_amount: number }
  it('holds Favorite, the granted node with its ancestors and descendants, and the nodes of the assets granted directly', async () => {
    const id = await userId('newbie')
    const nodes = await admin.json<TreeNode[]>('GET', `/api/v1/perms/users/${id}/nodes/`)
    expect(nodes.status).toBe(200)
    // Seed: the Web node (1:1) and db-01 (Database, 1:2), k8s-03 (Kubernetes, 1:4), win-02 (Windows, 1:3) by name.
    expect(nodes.body.map((n) => n.key)).toEqual(['favorite', '1', '1:1', '1:2', '1:3', '1:4'])
    expect(nodes.body[0]).toEqual({ id: 'favorite', name: 'Favorite', key: 'favorite', value: 'Favorite', org_id: '', assets_amount: 0 })
    const web = (await assetsUnder('1:1')).length
    expect(nodes.body.find((n) => n.key === '1:1')?.assets_amount).toBe(web)
    expect(nodes.body.find((n) => n.key === '1')?.assets_amount).toBe((await hostnames(admin, `/api/v1/perms/users/${id}/assets/`)).length)
    const newbie = await signIn('newbie')
    expect((await newbie.json<TreeNode[]>('GET', '/api/v1/perms/users/nodes/')).body).toEqual(nodes.body)
  })

  it('holds only Favorite for a user granted nothing', async () => {
    const nodes = await admin.json<TreeNode[]>('GET', `/api/v1/perms/users/${await userId('orgauditor')}/nodes/`)
    expect(nodes.body.map((n) => n.key)).toEqual(['favorite'])
  })
})
