import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { ROOT_ORG_ID } from '../store/org-ids'
import { serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { defineResource, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'
import { streamTaskLog } from '../live/task-log-feed'
import { choiceName, type Lang } from '../i18n'
import { pick, type Translations } from '../i18n/language'
import { objectNotFound } from '../drf/errors'
import { sshKeyFingerprint } from '../drf/ssh-keys'
import { orgById } from '../store/lookups'

// Assets area (domain §2 console/assets/*): assets, nodes, domains, gateways, system and admin users,
// command filters and rules, platforms, labels, accounts.
const name = (key: string, id: unknown, field = 'name') => (id ? String(tableOf(key).get(String(id))?.[field] ?? '') : '')
const names = (key: string, ids: unknown, field = 'name') => ((ids as string[]) ?? []).map((id) => name(key, id, field)).filter(Boolean)

/** Domain §9: every priority lies in 1–100 (DRF's min/max value messages). */
export function priorityErrors(data: Record<string, unknown>): Record<string, string[]> {
  const p = data.priority
  if (p === undefined || p === null) return {}
  const n = Number(p)
  if (n < 1) return { priority: ['Ensure this value is greater than or equal to 1.'] }
  if (n > 100) return { priority: ['Ensure this value is less than or equal to 100.'] }
  return {}
}

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
    // Asset.labels_display: "name:value" per label.
    labels_display: ((row.labels as string[]) ?? []).map((id) => tableOf('labels').get(id)).filter(Boolean).map((l) => `${String(l!.name)}:${String(l!.value)}`),
    admin_user_display: name('admin users', row.admin_user),
    domain_display: name('domains', row.domain),
    // AbsHardwareInfo (assets/models/asset.py): "<vcpus, else count*cores> Core <memory> <disk_total>" once
    // a CPU count is known; cpu_info the model and "count*cores" run together, each part only when set.
    hardware_info: row.cpu_count ? `${Number(row.cpu_vcpus) || Number(row.cpu_count) * Number(row.cpu_cores)} Core ${String(row.memory)} ${String(row.disk_total)}` : '',
    cpu_info: `${row.cpu_model ? String(row.cpu_model) : ''}${row.cpu_count && row.cpu_cores ? `${String(row.cpu_count)}*${String(row.cpu_cores)}` : ''}`,
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
  // GET and POST (create a child) are hand-written (assetHandlers); these answer their OPTIONS.
  defineResource('node children', { model: 'Node', perm: { view: 'assets.view_node', add: 'assets.add_node', change: null, delete: null }, table: () => tableOf('nodes') }),
  // The tree's POST (create a child of ?id=) is listed by OPTIONS but not served by the mock yet: 405.
  defineResource('node children tree', { model: 'Node', perm: { view: 'assets.view_node', add: 'assets.add_node', change: null, delete: null }, table: () => tableOf('nodes'), specPatch: { listMethods: ['GET'] }, optionsOnly: ['POST'] }),
  simple('domains', 'Domain', 'assets.domain', {
    serialize: (row) => ({
      asset_count: ((row.assets as string[]) ?? []).length,
      gateway_count: tableOf('gateways').all().filter((g) => g.domain === row.id).length,
      application_count: tableOf('applications').all().filter((a) => a.domain === row.id).length,
    }),
  }),
  simple('gateways', 'Gateway', 'assets.gateway', { relations: {} }),
  simple('system users', 'SystemUser', 'assets.systemuser', {
    relations: { nodes: 'nodes', cmd_filters: 'command filters' },
    serialize: (row) => ({
      assets_amount: tableOf('system user-asset relations').all().filter((r) => r.systemuser === row.id).length,
      is_asset_protocol: ASSET_PROTOCOLS.includes(String(row.protocol)),
      ssh_key_fingerprint: sshKeyFingerprint(row),
    }),
    // 2.26 SystemUser: priority 1–100; an empty home is /home/{username}; the AD domain stays as first set.
    validate: (data, _ctx, existing) => ({
      ...priorityErrors(data),
      ...(existing?.ad_domain && data.ad_domain !== undefined && data.ad_domain !== existing.ad_domain ? { ad_domain: ['The AD domain cannot be changed once set'] } : {}),
      ...(data.login_mode !== 'manual' && data.username !== undefined && !String(data.username).trim() && !existing?.username ? { username: ['This field is required.'] } : {}),
    }),
    afterWrite: (row) => {
      if (!row.home && row.username) tableOf('system users').update(row.id, { home: `/home/${String(row.username)}` })
    },
  }),
  // AdminUserViewSet: system users of type admin, assets_amount annotated (Count('assets'): the assets they administer).
  simple('admin users', 'SystemUser', 'assets.adminuser', {
    serialize: (row) => ({ assets_amount: tableOf('assets').all().filter((a) => a.admin_user === row.id).length, ssh_key_fingerprint: sshKeyFingerprint(row) }),
  }),
  simple('command filters', 'CommandFilter', 'assets.commandfilter', {
    serialize: (row) => ({ rules: tableOf('command filter rules').all().filter((r) => r.filter === row.id).map((r) => r.id) }),
  }),
  defineResource('command filter rules', {
    model: 'CommandFilterRule',
    perm: 'assets.commandfilterrule',
    scope: (ctx) => (row: Row) => row.filter === ctx.params.filter_pk,
    defaults: (ctx) => ({ filter: ctx.params.filter_pk, type: 'command', action: 0 }),
    validate: (data) => priorityErrors(data),
  }),
  defineResource('platforms', { model: 'Platform', perm: 'assets.platform', unique: [['name']] }),
  defineResource('labels', { model: 'Label', perm: 'assets.label', unique: [['name', 'value']], serialize: (row, ctx) => ({ asset_count: ((row.assets as string[]) ?? []).length, get_category_display: choiceName('category', row.category, ctx.lang) }) }),
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
  // POST {plan} runs the plan now (reference: GET,POST; every other field is read-only): a manual run.
  defineResource('account backup plan executions', { model: 'AccountBackupPlanExecution', perm: 'assets.accountbackupplanexecution', filters: { plan_id: (v) => (r: Row) => r.plan === v }, defaults: () => ({ trigger: 'manual', date_start: serverDate(new Date()), timedelta: 0.6, reason: '', is_success: true, plan_snapshot: {}, recipients: [] }) }),
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

/** SystemUser.ASSET_CATEGORY_PROTOCOLS (2.26): what is_asset_protocol tests. */
const ASSET_PROTOCOLS = ['ssh', 'rdp', 'telnet', 'vnc']

function accountInfo(row: Row) {
  const asset = tableOf('assets').get(String(row.asset))
  return {
    ip: asset?.ip ?? '', hostname: asset?.hostname ?? '', platform: asset?.platform ?? '',
    // AccountSerializer.get_protocols: the asset's stored text ("ssh/22 rdp/3389") with ", " between them.
    protocols: ((asset?.protocols as string[] | undefined) ?? []).join(', '),
    systemuser_display: name('system users', row.systemuser), history_id: row.version,
  }
}

/**
 * Node tree calls: children of a node (?id=), as list and as tree nodes. Without one, NodeChildrenApi answers
 * every organisation's root in the global organisation, and in another the organisation's root followed by its
 * children (get_children(with_self=True)).
 */
function childrenOf(id: string | null, orgId: string): Row[] {
  const all = tableOf('nodes').all().filter((n) => orgId === ROOT_ORG_ID || n.org_id === orgId)
  const roots = all.filter((n) => !String(n.key).includes(':'))
  if (!id) return orgId === ROOT_ORG_ID ? roots : roots.flatMap((root) => [root, ...childrenOf(String(root.id), orgId)])
  const parent = tableOf('nodes').get(id)
  if (!parent) return []
  const depth = String(parent.key).split(':').length + 1
  return all.filter((n) => String(n.key).startsWith(`${parent.key}:`) && String(n.key).split(':').length === depth)
}

/** A node as NodeSerializer writes it (nodes/children/ read and create). */
const nodeItem = (n: Row) => ({ id: n.id, key: n.key, value: n.value, org_id: n.org_id, name: n.value, full_value: n.full_value, org_name: orgById(String(n.org_id))?.name ?? '' })

const treeNode = (n: Row) => ({
  id: n.key, name: n.value, title: n.value, pId: String(n.key).split(':').slice(0, -1).join(':'), isParent: true, open: !String(n.key).includes(':'),
  meta: { data: { id: n.id, key: n.key, value: n.value }, type: 'node' },
})

export const assetHandlers = [
  http.get('*/api/v1/assets/nodes/children/', authed('assets.view_node', ({ request, org }) =>
    HttpResponse.json(childrenOf(new URL(request.url).searchParams.get('id'), org.id).map(nodeItem)))),
  http.get('*/api/v1/assets/nodes/children/tree/', authed('assets.view_node', ({ request, org }) => {
    const key = new URL(request.url).searchParams.get('key')
    const parent = key ? tableOf('nodes').all().find((n) => n.key === key) : undefined
    return HttpResponse.json(childrenOf(parent?.id ?? null, org.id).map(treeNode))
  })),
  http.get('*/api/v1/assets/assets/suggestions/', authed('assets.view_asset|assets.match_asset', ({ request, org }) => {
    const q = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase()
    return HttpResponse.json(tableOf('assets').all().filter((a) => (org.id === ROOT_ORG_ID || a.org_id === org.id) && `${a.hostname} ${a.ip}`.toLowerCase().includes(q)).slice(0, 10))
  })),
  // The asset request form's nodes (2.26 builtin User role: assets.match_node; reference TSV nodes suggestions/).
  http.get('*/api/v1/assets/nodes/suggestions/', authed('assets.view_node|assets.match_node', ({ request, org }) => {
    const q = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase()
    return HttpResponse.json(tableOf('nodes').all().filter((n) => (org.id === ROOT_ORG_ID || n.org_id === org.id) && String(n.full_value ?? n.value ?? '').toLowerCase().includes(q)).slice(0, 10))
  })),
  ...nodeAndTaskHandlers(),
]

const bad = (error: string) => HttpResponse.json({ error }, { status: 400 })
const inOrg = (row: Row | undefined, orgId: string) => Boolean(row) && (orgId === ROOT_ORG_ID || row!.org_id === orgId)
const bodyOf = async (request: Request) => (await request.json().catch(() => ({}))) as Record<string, unknown>

/** Asset.is_support_ansible (2.26): an asset whose protocols include SSH. */
const supportsAnsible = (asset: Row) => ((asset.protocols as string[]) ?? []).some((p) => p.startsWith('ssh'))
const assetName = (asset: Row) => `${String(asset.hostname)}(${String(asset.ip)})`

/**
 * What set_assets_hardware_info (2.26 assets/tasks/gather_asset_hardware_info.py) writes from an asset's
 * ansible facts: vendor, model and serial from the product, the first CPU model, counts, memory and the
 * sum of the fixed disks, the distribution. The mock's hosts answer as one small KVM guest, so a refresh
 * is seen to replace what the seed gave them.
 */
const hardwareFacts = (asset: Row) => ({
  vendor: 'QEMU', model: 'Standard PC (i440FX + PIIX, 1996)', sn: 'Not Specified',
  cpu_model: 'Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz', cpu_count: 2, cpu_cores: 2, cpu_vcpus: 4,
  memory: '7.64 G', disk_total: '100.0 G', disk_info: '{"vda": "100.00 GB"}',
  os: 'CentOS', os_version: '7.9.2009', os_arch: 'x86_64', hostname_raw: String(asset.hostname),
})

/**
 * An asset task's run (2.26 test_asset_connectivity_util, update_assets_hardware_info_util): the log's
 * title, then clean_ansible_task_hosts' word on each asset it leaves out (disabled, or without SSH), or
 * that none is left; ansible's line per asset it ran on. What the task learnt is stored when ansible has
 * answered, before celery's last line, as the celery task does: a test marks the assets reachable (with the
 * time it verified them), a refresh writes their hardware. Until then an asset reads as before.
 */
function runAssetTask(task: string, action: string, title: string, assets: Row[], name: string) {
  const skipped = assets.flatMap((a) =>
    a.is_active === false ? [`Asset has been disabled, skipped: ${assetName(a)}`] : supportsAnsible(a) ? [] : [`Asset may not be support ansible, skipped: ${assetName(a)}`],
  )
  const hosts = assets.filter((a) => a.is_active !== false && supportsAnsible(a))
  const ran = hosts.map((a) => `${String(a.hostname)} | SUCCESS => {"changed": false${action === 'test' ? ', "ping": "pong"' : ''}}`)
  const store = () => {
    const verified = serverDate(new Date())
    for (const a of hosts) tableOf('assets').update(a.id, action === 'test' ? { connectivity: 'ok', date_verified: verified } : hardwareFacts(a))
  }
  streamTaskLog(task, [title, ...skipped, ...(hosts.length ? ran : ['No assets matched, stop task'])], store, name)
}

/** What a child node asked for without a value is called (the words are ours). */
const NEW_NODE: Translations = ['New node', '新节点', '新しいノード']

/**
 * Node.get_next_child_preset_name: "New node N" in the request's language, N one more than the highest
 * number among the children so named (1 when none is).
 */
function presetName(siblings: Row[], lang: Lang): string {
  const word = pick(NEW_NODE, lang)
  const numbers = siblings.flatMap((n) => {
    const value = String(n.value)
    const tail = value.slice(value.lastIndexOf(' ')).trim()
    return value.startsWith(word) && /^\d+$/.test(tail) ? [Number(tail)] : []
  })
  return `${word} ${numbers.length ? Math.max(...numbers) + 1 : 1}`
}

async function createChild(parent: Row | undefined, orgId: string, request: Request, lang: Lang) {
  if (!inOrg(parent, orgId)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
  const siblings = tableOf('nodes').all().filter((n) => String(n.key).startsWith(`${parent!.key}:`) && String(n.key).split(':').length === String(parent!.key).split(':').length + 1)
  const value = String((await bodyOf(request)).value ?? '').trim() || presetName(siblings, lang)
  if (siblings.some((n) => n.value === value)) return bad('The same level node name cannot be the same')
  const next = Math.max(0, ...siblings.map((n) => Number(String(n.key).split(':').pop()))) + 1
  const row = tableOf('nodes').insert({ id: randomId(), org_id: parent!.org_id, key: `${parent!.key}:${next}`, value, full_value: `${parent!.full_value}/${value}` })
  return HttpResponse.json(nodeItem(row), { status: 201 })
}

/** Node.org_root: the organisation's root node, or a new one named after it under the next free top key. */
function orgRoot(orgId: string, orgName: string): Row {
  const tops = tableOf('nodes').all().filter((n) => /^\d+$/.test(String(n.key)))
  const root = tops.find((n) => n.org_id === orgId)
  if (root) return root
  const key = String(Math.max(1, ...tops.map((n) => Number(n.key))) + 1)
  return tableOf('nodes').insert({ id: randomId(), org_id: orgId, key, value: orgName, full_value: `/${orgName}` })
}

/** The 2.26 node and asset task calls the asset tree and detail make (NodeChildrenApi, NodeAddChildrenApi,
 * NodeAddAssetsApi / NodeReplaceAssetsApi / NodeRemoveAssetsApi, AssetTaskCreateApi, GatewayTestConnectionApi). */
function nodeAndTaskHandlers() {
  return [
    // Create a child node: {value}; the key is the parent's plus the next free index.
    http.post('*/api/v1/assets/nodes/:id/children/', authed('assets.add_node', async ({ request, params, org, lang }) =>
      createChild(tableOf('nodes').get(String(params.id)), org.id, request, lang))),
    // NodeChildrenApi.get_object: the parent is ?id= or ?key=; without either, the organisation's root node (made
    // when it has none, Node.org_root), and none in the global organisation, where create_child fails unhandled.
    http.post('*/api/v1/assets/nodes/children/', authed('assets.add_node', async ({ request, org, lang }) => {
      const q = new URL(request.url).searchParams
      const [id, key] = [q.get('id'), q.get('key')]
      if (id || key) return createChild(id ? tableOf('nodes').get(id) : tableOf('nodes').all().find((n) => n.key === key), org.id, request, lang)
      if (org.id === ROOT_ORG_ID) return HttpResponse.json({ error: 'Server internal error' }, { status: 500 })
      return createChild(orgRoot(org.id, org.name), org.id, request, lang)
    })),
    // Move nodes under this one: {nodes: [ids]}; their subtrees follow.
    http.put('*/api/v1/assets/nodes/:id/children/add/', authed('assets.change_node', async ({ request, params, org }) => {
      const parent = tableOf('nodes').get(String(params.id))
      if (!inOrg(parent, org.id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
      for (const id of ((await bodyOf(request)).nodes as string[]) ?? []) {
        const node = tableOf('nodes').get(String(id))
        if (!inOrg(node, org.id) || String(parent!.key).startsWith(String(node!.key))) return bad('Can not move a node under itself')
        const oldKey = String(node!.key)
        const siblings = tableOf('nodes').all().filter((n) => String(n.key).startsWith(`${parent!.key}:`) && String(n.key).split(':').length === String(parent!.key).split(':').length + 1)
        const newKey = `${parent!.key}:${Math.max(0, ...siblings.map((n) => Number(String(n.key).split(':').pop()))) + 1}`
        const oldFull = String(node!.full_value)
        const newFull = `${parent!.full_value}/${node!.value}`
        for (const n of tableOf('nodes').all().filter((x) => x.key === oldKey || String(x.key).startsWith(`${oldKey}:`))) {
          tableOf('nodes').update(n.id, { key: newKey + String(n.key).slice(oldKey.length), full_value: newFull + String(n.full_value).slice(oldFull.length) })
        }
      }
      return HttpResponse.json({ msg: 'ok' })
    })),
    // Assets into a node: add keeps their other nodes, replace moves them, remove takes the node off.
    ...(['add', 'replace', 'remove'] as const).map((op) =>
      http.put(`*/api/v1/assets/nodes/:id/assets/${op}/`, authed(op === 'add' ? 'assets.add_assettonode|assets.change_node' : op === 'replace' ? 'assets.move_assettonode|assets.change_node' : 'assets.change_node', async ({ request, params, org }) => {
        const node = tableOf('nodes').get(String(params.id))
        if (!inOrg(node, org.id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
        const ids = ((await bodyOf(request)).assets as string[]) ?? []
        if (ids.length === 0) return bad('Select at least one asset or node')
        for (const id of ids) {
          const asset = tableOf('assets').get(String(id))
          if (!inOrg(asset, org.id)) continue
          const current = (asset!.nodes as string[]) ?? []
          const nodes = op === 'add' ? [...new Set([...current, node!.id])] : op === 'replace' ? [node!.id] : current.filter((n) => n !== node!.id)
          tableOf('assets').update(asset!.id, { nodes })
        }
        return HttpResponse.json({ assets: ids })
      }))),
    // Asset tasks: {action: test | refresh} → {task}; the log is at /api/v1/ops/celery/task/{task}/log/.
    http.post('*/api/v1/assets/assets/:id/tasks/', authed(null, async ({ request, params, org, perms }) => {
      const action = String((await bodyOf(request)).action ?? '')
      const need = action === 'test' ? 'assets.test_assetconnectivity' : action === 'refresh' ? 'assets.refresh_assethardwareinfo' : null
      if (!need) return HttpResponse.json({ action: ['"' + action + '" is not a valid choice.'] }, { status: 400 })
      if (!perms.has(need)) return HttpResponse.json({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }, { status: 403 })
      const asset = tableOf('assets').get(String(params.id))
      if (!inOrg(asset, org.id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
      if (!supportsAnsible(asset!)) return bad('No asset selected or the selected asset does not support SSH protocol connection')
      const task = randomId()
      const title = action === 'test' ? `>>> Test asset connectivity: ${String(asset!.hostname)}` : `>>> Update asset hardware info: ${String(asset!.hostname)}`
      runAssetTask(task, action, title, [asset!], action === 'test' ? 'assets.tasks.asset_connectivity.test_assets_connectivity_manual' : 'assets.tasks.gather_asset_hardware_info.update_assets_hardware_info_manual')
      return HttpResponse.json({ task })
    })),
    // NodeTaskCreateApi: {action: refresh | test} on every asset of the node and of its children
    // (node.get_all_assets). Its permission follows the action, checked before anything else: an unknown
    // action needs a permission nobody holds (403). 201 {action, task}; the log streamed as for one asset.
    http.post('*/api/v1/assets/nodes/:id/tasks/', authed(null, async ({ request, params, org, perms }) => {
      const action = String((await bodyOf(request)).action ?? '')
      const need = action === 'test' ? 'assets.test_assetconnectivity' : action === 'refresh' ? 'assets.refresh_assethardwareinfo' : null
      if (!need || !perms.has(need)) return HttpResponse.json({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }, { status: 403 })
      const node = tableOf('nodes').get(String(params.id))
      if (!inOrg(node, org.id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
      const under = nodeKeysUnder(node!.id, true)
      const reached = tableOf('assets').all().filter((a) => inOrg(a, org.id) && ((a.nodes as string[]) ?? []).some((n) => under.has(n)))
      const task = randomId()
      const title = action === 'test' ? `>>> Test node assets connectivity: ${String(node!.full_value ?? node!.value)}` : `>>> Update node assets hardware info: ${String(node!.full_value ?? node!.value)}`
      runAssetTask(task, action, title, reached, action === 'test' ? 'assets.tasks.asset_connectivity.test_node_assets_connectivity_manual' : 'assets.tasks.gather_asset_hardware_info.update_node_assets_hardware_info_manual')
      return HttpResponse.json({ action, task }, { status: 201 })
    })),
    // AccountViewSet.verify_account (rbac assets.test_authbook): test_accounts_connectivity_manual → {task}, its log streamed.
    http.post('*/api/v1/assets/accounts/:id/verify/', authed('assets.test_authbook', ({ params, org }) => {
      const account = tableOf('asset accounts (authbook)').get(String(params.id))
      if (!inOrg(account, org.id)) return objectNotFound('AuthBook')
      const task = randomId()
      const host = String(tableOf('assets').get(String(account!.asset))?.hostname ?? account!.hostname ?? '')
      streamTaskLog(task, [`>>> Test account connectivity: ${String(account!.username ?? '')}@${host}`, `${host} | SUCCESS => {"changed": false, "ping": "pong"}`])
      return HttpResponse.json({ task })
    })),
    // NodeViewSet.check_assets_amount_task (rbac assets.change_node): recounts the org's nodes → {task}.
    http.post('*/api/v1/assets/nodes/check_assets_amount_task/', authed('assets.change_node', () => {
      const task = randomId()
      streamTaskLog(task, ['>>> Check node assets amount', 'Finished'])
      return HttpResponse.json({ task })
    })),
    // Gateway test: the port (or the gateway's own) must be a number.
    http.post('*/api/v1/assets/gateways/:id/test-connective/', authed('assets.test_gateway', async ({ request, params, org }) => {
      const gateway = tableOf('gateways').get(String(params.id))
      if (!inOrg(gateway, org.id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
      const port = Number((await bodyOf(request)).port ?? gateway!.port)
      if (!Number.isInteger(port) || port < 1 || port > 65535) return HttpResponse.json({ port: ['Number required'] }, { status: 400 })
      return HttpResponse.json('ok')
    })),
  ]
}
