import { http, HttpResponse } from 'msw'
import { authed } from '../auth'
import { ROOT_ORG_ID } from '../ids'
import { defineResource, type Row } from '../resource'
import { tableOf } from '../state'

// Assets area (domain §2 console/assets/*): assets, nodes, domains, gateways, system and admin users,
// command filters and rules, platforms, labels, accounts.
const name = (key: string, id: unknown, field = 'name') => (id ? String(tableOf(key).get(String(id))?.[field] ?? '') : '')
const names = (key: string, ids: unknown, field = 'name') => ((ids as string[]) ?? []).map((id) => name(key, id, field)).filter(Boolean)

/** Nodes under a key (the node itself included), for the asset node filter. */
function nodeKeysUnder(nodeId: string, withChildren: boolean): Set<string> {
  const node = tableOf('nodes').get(nodeId)
  if (!node) return new Set()
  const key = String(node.key)
  const ids = tableOf('nodes').all().filter((n) => n.id === nodeId || (withChildren && String(n.key).startsWith(key + ':'))).map((n) => n.id)
  return new Set(ids)
}

export const assets = defineResource('assets', {
  model: 'Asset',
  perm: 'assets.asset',
  unique: [['hostname']],
  relations: { nodes: 'nodes', labels: 'labels' },
  maxLength: { ip: 128, public_ip: 128, number: 128, hostname: 128 },
  serialize: (row) => ({
    nodes_display: names('nodes', row.nodes, 'full_value'),
    labels_display: names('labels', row.labels).map((n) => n),
    admin_user_display: name('admin users', row.admin_user),
    domain_display: name('domains', row.domain),
    hardware_info: row.cpu_count ? `${row.cpu_model} ${row.cpu_count}*${row.cpu_cores} ${row.memory} ${row.disk_total}` : '',
    cpu_info: row.cpu_model ? `${row.cpu_model} ${row.cpu_count}*${row.cpu_cores}` : '',
  }),
  filters: {
    // FilterAssetByNodeFilterBackend: ?node=<id> (or node_id), direct members unless ?all=1 (reference §1.3).
    node: (v, ctx) => {
      const all = ['1', 'true'].includes(ctx.url.searchParams.get('all') ?? '')
      const ids = nodeKeysUnder(v, all)
      return (row) => ((row.nodes as string[]) ?? []).some((n) => ids.has(n))
    },
    node_id: (v, ctx) => assets.filters!.node(v, ctx),
    ips: (v) => {
      const set = new Set(v.split(','))
      return (row) => set.has(String(row.ip))
    },
    protocols: (v) => (row) => ((row.protocols as string[]) ?? []).some((p) => p === v || p.startsWith(`${v}/`)),
    protocols__icontains: (v) => (row) => ((row.protocols as string[]) ?? []).some((p) => p.includes(v.toLowerCase())),
    platform__base: (v) => (row) => tableOf('platforms').all().some((p) => p.name === row.platform && p.base === v),
    system_users__id: (v) => (row) => tableOf('system user-asset relations').all().some((r) => r.asset === row.id && r.systemuser === v),
  },
  beforeDelete: () => undefined,
})

export const nodes = defineResource('nodes', {
  model: 'Node',
  perm: 'assets.node',
  serialize: (row) => ({ name: row.value }),
  beforeDelete: (row) =>
    String(row.key).includes(':') ? undefined : HttpResponse.json({ detail: 'Is referenced by other objects and cannot be deleted', code: 'referenced_by_others' }, { status: 400 }),
  afterWrite: (row, _body, ctx, created) => {
    if (!created) return
    const siblings = tableOf('nodes').all().filter((n) => n.org_id === row.org_id && !String(n.key).includes(':'))
    const root = siblings[0]
    const children = root ? tableOf('nodes').all().filter((n) => String(n.key).startsWith(`${root.key}:`) && String(n.key).split(':').length === 2) : []
    const key = root && root.id !== row.id ? `${root.key}:${children.length + 1}` : String(row.key || '1')
    tableOf('nodes').update(row.id, { key, full_value: `/${root && root.id !== row.id ? `${root.value}/` : ''}${row.value}` })
    void ctx
  },
})

const simple = (key: string, model: string, perm: string, extra: Partial<Parameters<typeof defineResource>[1]> = {}) =>
  defineResource(key, { model, perm, unique: [['name']], ...extra })

export const assetResources = [
  assets,
  nodes,
  simple('domains', 'Domain', 'assets.domain', {
    serialize: (row) => ({
      asset_count: ((row.assets as string[]) ?? []).length,
      gateway_count: tableOf('gateways').all().filter((g) => g.domain === row.id).length,
      application_count: tableOf('applications').all().filter((a) => a.domain === row.id).length,
    }),
  }),
  simple('gateways', 'Gateway', 'assets.gateway', { relations: {} }),
  simple('system users', 'SystemUser', 'assets.systemuser', { relations: { nodes: 'nodes', cmd_filters: 'command filters' } }),
  simple('admin users', 'SystemUser', 'assets.adminuser'),
  simple('command filters', 'CommandFilter', 'assets.commandfilter', {
    serialize: (row) => ({ rules: tableOf('command filter rules').all().filter((r) => r.filter === row.id).map((r) => r.id) }),
  }),
  defineResource('command filter rules', {
    model: 'CommandFilterRule',
    perm: 'assets.commandfilterrule',
    scope: (ctx) => (row: Row) => row.filter === ctx.params.filter_pk,
    defaults: (ctx) => ({ filter: ctx.params.filter_pk, type: 'command', action: 0 }),
    choiceLabels: { action: { 0: 'Deny', 9: 'Allow', 1: 'Allow', 2: 'Reconfirm' } },
  }),
  defineResource('platforms', { model: 'Platform', perm: 'assets.platform', unique: [['name']] }),
  defineResource('labels', { model: 'Label', perm: 'assets.label', unique: [['name', 'value']], serialize: (row) => ({ asset_count: ((row.assets as string[]) ?? []).length, get_category_display: row.category === 'S' ? 'System' : 'User' }) }),
  defineResource('favorite assets', { model: 'FavoriteAsset', perm: { view: null, add: null, change: null, delete: null }, scope: (ctx) => (row: Row) => row.user === ctx.user.id, defaults: (ctx) => ({ user: ctx.user.id }) }),
  defineResource('system user-asset relations', { model: 'SystemUserAssetRelation', perm: 'assets.systemuser', serialize: (r) => ({ asset_display: name('assets', r.asset, 'hostname'), systemuser_display: name('system users', r.systemuser) }) }),
  defineResource('system user-node relations', { model: 'SystemUserNodeRelation', perm: 'assets.systemuser', serialize: (r) => ({ node_display: name('nodes', r.node, 'full_value'), systemuser_display: name('system users', r.systemuser) }) }),
  defineResource('system user-user relations', { model: 'SystemUserUserRelation', perm: 'assets.systemuser' }),
  defineResource('asset accounts (authbook)', { model: 'AuthBook', perm: 'assets.authbook', serialize: accountInfo }),
  defineResource('asset account secrets', { model: 'AuthBook', perm: { view: 'assets.view_assetaccountsecret|assets.view_authbook', add: null, change: null, delete: null }, confirm: 'mfa', table: () => tableOf('asset accounts (authbook)'), serialize: accountInfo }),
  defineResource('asset accounts history', { model: 'AuthBook', perm: 'assets.authbook', table: () => tableOf('asset accounts (authbook)'), serialize: accountInfo }),
  defineResource('asset account history secrets', { model: 'AuthBook', perm: { view: 'assets.view_assethistoryaccountsecret|assets.view_authbook', add: null, change: null, delete: null }, confirm: 'mfa', table: () => tableOf('asset accounts (authbook)'), serialize: accountInfo }),
  defineResource('gathered users', { model: 'GatheredUser', perm: 'assets.gathereduser', serialize: (r) => ({ hostname: name('assets', r.asset, 'hostname'), ip: name('assets', r.asset, 'ip') }) }),
  defineResource('account backup plans', { model: 'AccountBackupPlan', perm: 'assets.accountbackupplan', unique: [['name']] }),
  defineResource('account backup plan executions', { model: 'AccountBackupPlanExecution', perm: 'assets.accountbackupplanexecution' }),
  defineResource('asset perm users', { model: 'User', perm: { view: 'perms.view_assetpermission', add: null, change: null, delete: null }, table: () => tableOf('@none') }),
  defineResource('asset perm user groups', { model: 'UserGroup', perm: { view: 'perms.view_assetpermission', add: null, change: null, delete: null }, table: () => tableOf('@none') }),
  defineResource('system user assets', {
    model: 'Asset',
    perm: { view: 'assets.view_systemuser', add: null, change: null, delete: null },
    table: () => tableOf('assets'),
    scope: (ctx) => {
      const ids = new Set(tableOf('system user-asset relations').all().filter((r) => r.systemuser === ctx.params.pk).map((r) => r.asset))
      return (row: Row) => ids.has(row.id)
    },
  }),
]

function accountInfo(row: Row) {
  const asset = tableOf('assets').get(String(row.asset))
  return {
    ip: asset?.ip ?? '', hostname: asset?.hostname ?? '', platform: asset?.platform ?? '', protocols: asset?.protocols ?? [],
    systemuser_display: name('system users', row.systemuser), history_id: row.version,
  }
}

/** Node tree calls: children of a node (?id=, or the org roots), as list and as tree nodes. */
function childrenOf(id: string | null, orgId: string): Row[] {
  const all = tableOf('nodes').all().filter((n) => orgId === ROOT_ORG_ID || n.org_id === orgId)
  if (!id) return all.filter((n) => !String(n.key).includes(':'))
  const parent = tableOf('nodes').get(id)
  if (!parent) return []
  const depth = String(parent.key).split(':').length + 1
  return all.filter((n) => String(n.key).startsWith(`${parent.key}:`) && String(n.key).split(':').length === depth)
}

const treeNode = (n: Row) => ({
  id: n.key, name: n.value, title: n.value, pId: String(n.key).split(':').slice(0, -1).join(':'), isParent: true, open: !String(n.key).includes(':'),
  meta: { data: { id: n.id, key: n.key, value: n.value }, type: 'node' },
})

export const assetHandlers = [
  http.get('*/api/v1/assets/nodes/children/', authed('assets.view_node', ({ request, org }) =>
    HttpResponse.json(childrenOf(new URL(request.url).searchParams.get('id'), org.id).map((n) => ({ id: n.id, key: n.key, value: n.value, name: n.value, full_value: n.full_value, org_id: n.org_id }))))),
  http.get('*/api/v1/assets/nodes/children/tree/', authed('assets.view_node', ({ request, org }) => {
    const key = new URL(request.url).searchParams.get('key')
    const parent = key ? tableOf('nodes').all().find((n) => n.key === key) : undefined
    return HttpResponse.json(childrenOf(parent?.id ?? null, org.id).map(treeNode))
  })),
  http.get('*/api/v1/assets/assets/suggestions/', authed('assets.view_asset', ({ request, org }) => {
    const q = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase()
    return HttpResponse.json(tableOf('assets').all().filter((a) => (org.id === ROOT_ORG_ID || a.org_id === org.id) && `${a.hostname} ${a.ip}`.toLowerCase().includes(q)).slice(0, 10))
  })),
]
