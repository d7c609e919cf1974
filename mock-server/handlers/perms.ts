import { http, HttpResponse } from 'msw'
import { authed, hasPerms, type AuthedContext } from '../session/sessions'
import { ROOT_ORG_ID } from '../store/org-ids'
import { resourceSpecs } from '../catalogue/resources.generated'
import type { ResourceSpec } from '../catalogue/types'
import { defineResource, type Ctx, type Row } from '../drf/resource'
import { mock, tableOf } from '../store/live-state'
import { userById } from '../store/lookups'
import { groupsOf, users } from './users'
import { parseServerDate } from '../drf/dates'
import { drfError, objectNotFound, permissionDenied } from '../drf/errors'
import { pageLinks } from '../drf/query'
import { actionsOfSum, actionsSum } from '../drf/validate'

// Permissions area (domain §2 console/perms/*, workbench my assets and apps).
const name = (key: string, id: unknown, field = 'name') => String(tableOf(key).get(String(id))?.[field] ?? '')
const list = (key: string, ids: unknown, field = 'name') => ((ids as string[]) ?? []).map((id) => name(key, id, field))

function displays(row: Row) {
  return {
    // The real 2.26.1 server names users by username (recorded: users_display ["seeduser"]).
    users_display: ((row.users as string[]) ?? []).map((id) => String(userById(id)?.username ?? '')),
    user_groups_display: list('user groups', row.user_groups),
    assets_display: list('assets', row.assets, 'hostname'),
    nodes_display: list('nodes', row.nodes, 'full_value'),
    system_users_display: list('system users', row.system_users),
    applications_display: list('applications', row.applications),
    // BasePermission.is_expired / is_valid (perms/models/base.py): expired unless now lies between the start
    // and the expiry; valid when active and not expired.
    is_expired: !withinDates(row),
    is_valid: row.is_active !== false && withinDates(row),
  }
}

/**
 * The permissions naming a user directly or through one of the user's groups, in force or not (the perm
 * lists' ?user_id= filter, PermissionBaseFilter.filter_user with all=1, its default).
 */
export function permissionsOf(userId: string, key: 'asset permissions' | 'application permissions'): Row[] {
  const groups = new Set(groupsOf(userId))
  return tableOf(key).all().filter((p) => ((p.users as string[]) ?? []).includes(userId) || ((p.user_groups as string[]) ?? []).some((g) => groups.has(g)))
}

/**
 * The same, kept to those in force: what grants anything (get_user_all_asset_perm_ids and
 * get_user_all_applicationpermission_ids read AssetPermission.objects.valid(): active, started, not expired).
 */
export const validPermissionsOf = (userId: string, key: 'asset permissions' | 'application permissions'): Row[] => permissionsOf(userId, key).filter((p) => inForce(p))

/** The assets the permissions name, united with every asset of their nodes and those nodes' descendants. */
function assetIdsGrantedBy(perms: Row[]): Set<string> {
  const ids = new Set<string>()
  for (const p of perms) {
    ;((p.assets as string[]) ?? []).forEach((a) => ids.add(a))
    if (((p.nodes as string[]) ?? []).length) for (const a of tableOf('assets').all()) if (reachesThroughNodes(p, a)) ids.add(a.id)
  }
  return ids
}

/** UserGrantedAssetsQueryUtils.get_all_granted_assets: what the user's permissions in force grant. */
export const grantedAssetIds = (userId: string): Set<string> => assetIdsGrantedBy(validPermissionsOf(userId, 'asset permissions'))

/** One of the permission's nodes is a node of the asset or an ancestor of one (its key equal or a prefix). */
function reachesThroughNodes(perm: Row, asset: Row): boolean {
  const nodes = tableOf('nodes')
  const keys = ((perm.nodes as string[]) ?? []).map((n) => String(nodes.get(n)?.key ?? '\0'))
  return ((asset.nodes as string[]) ?? []).some((n) => {
    const nk = String(nodes.get(n)?.key ?? '')
    return keys.some((k) => nk === k || nk.startsWith(`${k}:`))
  })
}

/** Started and not expired now (a missing date does not bound). */
function withinDates(perm: Row, now = Date.now()): boolean {
  const at = (field: string) => (perm[field] ? parseServerDate(String(perm[field]))?.getTime() : undefined)
  const start = at('date_start')
  const end = at('date_expired')
  return (start === undefined || start <= now) && (end === undefined || end > now)
}

/** In force now (AssetPermission.objects.valid()): active, started and not expired. */
const inForce = (perm: Row, now = Date.now()): boolean => perm.is_active !== false && withinDates(perm, now)

/**
 * The system users a user may log in to an asset with, and the actions each allows
 * (get_asset_system_user_ids_with_actions_by_user): the user's permissions in force that reach the asset,
 * directly or through a node, and their system users whose protocol the asset has; the actions of every
 * permission granting the same system user add up.
 */
export function grantedSystemUsersOn(userId: string, asset: Row): Map<string, number> {
  return systemUsersGrantedBy(validPermissionsOf(userId, 'asset permissions'), asset)
}

/** The same, for the permissions naming a user group itself (get_asset_system_user_ids_with_actions_by_group). */
const groupSystemUsersOn = (groupId: string, asset: Row) =>
  systemUsersGrantedBy(tableOf('asset permissions').all().filter((p) => ((p.user_groups as string[]) ?? []).includes(groupId)), asset)

function systemUsersGrantedBy(perms: Row[], asset: Row): Map<string, number> {
  const protocols = new Set(((asset.protocols as string[]) ?? []).map((p) => String(p).split('/')[0]))
  const systemUsers = tableOf('system users')
  const out = new Map<string, number>()
  for (const p of perms) {
    if (!inForce(p) || !(((p.assets as string[]) ?? []).includes(asset.id) || reachesThroughNodes(p, asset))) continue
    for (const id of (p.system_users as string[]) ?? []) {
      if (!protocols.has(String(systemUsers.get(id)?.protocol ?? ''))) continue
      out.set(id, (out.get(id) ?? 0) | actionsSum((p.actions as unknown[]) ?? []))
    }
  }
  return out
}

/** AssetSystemUserSerializer (perms/serializers/asset/user_permission.py): its only_fields, then actions. */
function assetSystemUser(row: Row, actions: number) {
  return {
    id: row.id, name: row.name ?? '', username: row.username ?? '', priority: row.priority ?? 81, protocol: row.protocol ?? 'ssh',
    login_mode: row.login_mode ?? 'auto', sftp_root: row.sftp_root ?? 'tmp', username_same_with_user: row.username_same_with_user === true,
    su_enabled: row.su_enabled === true, su_from: row.su_from ?? null, actions: actionsOfSum(actions),
  }
}

/**
 * MyGrantedAssetSystemUsersApi (GET perms/users/assets/{asset_id}/system-users/, IsValidUser): the asset is
 * looked up in the current org among the active ones (else 404), its granted system users ordered by name;
 * paged when a limit is given. Which one is the default login user is the client's choice (priority).
 */
function myAssetSystemUsers(ctx: AuthedContext): Response {
  const asset = activeAssetInOrg(ctx)
  return asset ? assetSystemUsersOf(ctx, grantedSystemUsersOn(ctx.user.id, asset)) : objectNotFound('Asset')
}

/**
 * UserGrantedAssetSystemUsersForAdminApi (GET perms/users/{pk}/assets/{asset_id}/system-users/), the same
 * list for the user `pk`, as the user detail's granted assets read it. The view is a ListAPIView whose
 * rbac_perms name only 'list', an action such a view never has: RBACPermission asks for the method, GET,
 * which falls to the default of the queryset's model, SystemUser (assets.view_systemuser). To find that
 * model it runs get_queryset first, for anyone signed in: a user that does not exist, or an asset that is
 * not active in the current org, makes it fail, and with no model only 'list' is named, so the answer is
 * 403 "Action not allowed: GET, only `list` supported".
 */
function userAssetSystemUsers(ctx: AuthedContext): Response {
  const asset = activeAssetInOrg(ctx)
  if (!userById(String(ctx.params.pk)) || !asset) return drfError(403, 'Action not allowed: GET, only `list` supported', 'permission_denied')
  if (!hasPerms(ctx.perms, 'assets.view_systemuser')) return permissionDenied()
  return assetSystemUsersOf(ctx, grantedSystemUsersOn(String(ctx.params.pk), asset))
}

/**
 * UserGroupGrantedAssetSystemUsersApi (GET perms/user-groups/{pk}/assets/{asset_id}/system-users/): the
 * admin variant above for the permissions naming the group, with its permission rule and its 403s.
 */
function groupAssetSystemUsers(ctx: AuthedContext): Response {
  const asset = activeAssetInOrg(ctx)
  if (!tableOf('user groups').get(String(ctx.params.pk)) || !asset) return drfError(403, 'Action not allowed: GET, only `list` supported', 'permission_denied')
  if (!hasPerms(ctx.perms, 'assets.view_systemuser')) return permissionDenied()
  return assetSystemUsersOf(ctx, groupSystemUsersOn(String(ctx.params.pk), asset))
}

const inCurrentOrg = (ctx: AuthedContext) => (row: Row) => ctx.org.id === ROOT_ORG_ID || row.org_id === ctx.org.id

function activeAssetInOrg(ctx: AuthedContext): Row | undefined {
  const asset = tableOf('assets').get(String(ctx.params.asset_id))
  return asset && asset.is_active !== false && inCurrentOrg(ctx)(asset) ? asset : undefined
}

/** The system users granted on an asset, ordered by name, with their actions; paged when a limit is given. */
function assetSystemUsersOf(ctx: AuthedContext, granted: Map<string, number>): Response {
  const systemUsers = tableOf('system users')
  const rows = [...granted.keys()]
    .map((id) => systemUsers.get(id))
    .filter((r): r is Row => !!r && inCurrentOrg(ctx)(r))
    .sort((a, b) => (String(a.name) < String(b.name) ? -1 : String(a.name) > String(b.name) ? 1 : 0))
    .map((r) => assetSystemUser(r, granted.get(r.id) ?? 0))
  const url = new URL(ctx.request.url)
  const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10)
  if (!Number.isFinite(limit) || limit <= 0) return HttpResponse.json(rows)
  const offset = Math.max(0, Number.parseInt(url.searchParams.get('offset') ?? '0', 10) || 0)
  return HttpResponse.json({ count: rows.length, ...pageLinks(url, offset, limit, rows.length), results: rows.slice(offset, offset + limit) })
}

const grantedAssets = (ctx: Ctx) => {
  const ids = grantedAssetIds(ctx.params.pk ?? ctx.user.id)
  return (row: Row) => ids.has(row.id)
}
/** The node `id` and its subtree hold the asset (its nodes' keys equal or extend the node's key). */
const underNode = (nodeId: string) => {
  const nodes = tableOf('nodes')
  const key = String(nodes.get(nodeId)?.key ?? '\0')
  return (asset: Row) => ((asset.nodes as string[]) ?? []).some((n) => { const k = String(nodes.get(n)?.key ?? ''); return k === key || k.startsWith(`${key}:`) })
}
/** The granted assets of a node of the user's tree, its subtree included (MyGrantedNodeAssetsApi). */
const grantedNodeAssets = (ctx: Ctx) => {
  const granted = grantedAssets(ctx)
  const inNode = underNode(String(ctx.params.node_id))
  return (row: Row) => granted(row) && inNode(row)
}
/**
 * The assets a user group is granted (UserGroupGrantedAssetsApi): by the permissions in force naming the group
 * itself, directly or through one of their nodes or a node above the asset's.
 */
const groupGrantedAssets = (ctx: Ctx) => {
  const perms = tableOf('asset permissions').all().filter((p) => inForce(p) && ((p.user_groups as string[]) ?? []).includes(String(ctx.params.pk)))
  return (row: Row) => perms.some((p) => ((p.assets as string[]) ?? []).includes(row.id) || reachesThroughNodes(p, row))
}
const grantedApps = (ctx: Ctx) => {
  const ids = new Set(validPermissionsOf(ctx.params.pk ?? ctx.user.id, 'application permissions').flatMap((p) => (p.applications as string[]) ?? []))
  return (row: Row) => ids.has(row.id)
}

const relation = (key: string, model: string, perm: string, target: string, field: string, owner: string) =>
  defineResource(key, {
    model,
    perm,
    serialize: (r) => ({ [`${field}_display`]: field === 'user' ? r[`${field}_display`] ?? '' : name(target, r[field], target === 'assets' ? 'hostname' : 'name'), [`${owner}_display`]: name(owner === 'assetpermission' ? 'asset permissions' : 'application permissions', r[owner]) }),
  })

const readOnly = { add: null, change: null, delete: null }
type Scope = (ctx: Ctx) => (row: Row) => boolean
/** A read-only list of the assets `scope` keeps, read with the permission `view`. */
const grantedAssetList = (resource: string, view: string, scope: Scope, specPatch?: Partial<ResourceSpec>) =>
  defineResource(resource, { model: 'Asset', perm: { view, ...readOnly }, table: () => tableOf('assets'), scope, specPatch })
/** One the catalogue lacks, served at `listUrl` with the fields, filters and methods of the recorded list it is `like`. */
const grantedAssetsAlias = (resource: string, like: 'user granted assets' | 'my granted assets', listUrl: string, view: string, scope: Scope) =>
  grantedAssetList(resource, view, scope, { ...resourceSpecs.find((r) => r.resource === like)!, resource, listUrl })
/** str(Asset) and str(User) in 2.26: what the "all" lists' *_display read. */
const assetStr = (id: unknown) => {
  const a = tableOf('assets').get(String(id))
  return a ? `${String(a.hostname)}(${String(a.ip)})` : ''
}
const userStr = (id: unknown) => {
  const u = userById(String(id))
  return u ? `${u.name}(${u.username})` : ''
}
const permissionMissing = (key: string, model: string) => (ctx: Ctx) => (tableOf(key).get(String(ctx.params.pk)) ? undefined : objectNotFound(model))
function allUsersOf(resource: string, key: 'asset permissions' | 'application permissions', view: string, model: string) {
  return defineResource(resource, {
    model: 'User',
    perm: { view, ...readOnly },
    table: () => users.table(),
    scope: (ctx) => {
      const perm = tableOf(key).get(String(ctx.params.pk))
      const named = new Set((perm?.users as string[]) ?? [])
      const groups = new Set((perm?.user_groups as string[]) ?? [])
      return (r: Row) => named.has(r.id) || groupsOf(r.id).some((g) => groups.has(g))
    },
    beforeList: permissionMissing(key, model),
    serialize: (r) => ({ user: r.id, user_display: userStr(r.id) }),
  })
}
/** ?user_id= keeps the permissions that reach the user, directly or through a group (the perm filter sets). */
const reachesUser = (key: 'asset permissions' | 'application permissions') => ({
  user_id: (v: string) => {
    const ids = new Set(permissionsOf(v, key).map((p) => p.id))
    return (r: Row) => ids.has(r.id)
  },
  // PermissionBaseFilter.filter_user_group: the permissions naming the group itself.
  user_group_id: (v: string) => (r: Row) => ((r.user_groups as string[]) ?? []).includes(v),
})

/**
 * The permissions naming an asset, directly or through one of its nodes or a node above them, in force or
 * not (get_asset_related_perms; AssetPermissionFilter's asset_id with all=1, its default).
 */
function permissionsOfAsset(assetId: string): Row[] {
  const asset = tableOf('assets').get(assetId)
  if (!asset) return []
  return tableOf('asset permissions').all().filter((p) => ((p.assets as string[]) ?? []).includes(asset.id) || reachesThroughNodes(p, asset))
}
/** AssetPermUserListApi / AssetPermUserGroupListApi: get_object_or_404 on the asset first. */
const assetMissing = (ctx: Ctx) => (tableOf('assets').get(String(ctx.params.pk)) ? undefined : objectNotFound('Asset'))
/** The users the asset's permissions name, directly or through one of their groups. */
const assetPermUsers = (ctx: Ctx) => {
  const perms = permissionsOfAsset(String(ctx.params.pk))
  const named = new Set(perms.flatMap((p) => (p.users as string[]) ?? []))
  const groups = new Set(perms.flatMap((p) => (p.user_groups as string[]) ?? []))
  return (row: Row) => named.has(row.id) || groupsOf(row.id).some((g) => groups.has(g))
}
/** The user groups of the current org the asset's permissions name. */
const assetPermGroups = (ctx: Ctx) => {
  const groups = new Set(permissionsOfAsset(String(ctx.params.pk)).flatMap((p) => (p.user_groups as string[]) ?? []))
  return (row: Row) => groups.has(row.id) && (ctx.org.id === ROOT_ORG_ID || row.org_id === ctx.org.id)
}

export const permResources = [
  defineResource('asset permissions', { model: 'AssetPermission', perm: 'perms.assetpermission', unique: [['name']], relations: { users: '@user', user_groups: 'user groups', assets: 'assets', nodes: 'nodes', system_users: 'system users' }, serialize: displays, filters: { ...reachesUser('asset permissions'), asset_id: (v) => { const ids = new Set(permissionsOfAsset(v).map((p) => p.id)); return (r: Row) => ids.has(r.id) } } }),
  relation('asset permission-User relations', 'AssetPermission_users', 'perms.assetpermission', '@user', 'user', 'assetpermission'),
  relation('asset permission-UserGroup relations', 'AssetPermission_user_groups', 'perms.assetpermission', 'user groups', 'usergroup', 'assetpermission'),
  relation('asset permission-Asset relations', 'AssetPermission_assets', 'perms.assetpermission', 'assets', 'asset', 'assetpermission'),
  relation('asset permission-Node relations', 'AssetPermission_nodes', 'perms.assetpermission', 'nodes', 'node', 'assetpermission'),
  relation('asset permission-SystemUser relations', 'AssetPermission_system_users', 'perms.assetpermission', 'system users', 'systemuser', 'assetpermission'),
  defineResource('application permissions', { model: 'ApplicationPermission', perm: 'perms.applicationpermission', unique: [['name']], relations: { users: '@user', user_groups: 'user groups', applications: 'applications', system_users: 'system users' }, serialize: displays, filters: reachesUser('application permissions') }),
  relation('application permission-User relations', 'ApplicationPermission_users', 'perms.applicationpermission', '@user', 'user', 'applicationpermission'),
  relation('application permission-UserGroup relations', 'ApplicationPermission_user_groups', 'perms.applicationpermission', 'user groups', 'usergroup', 'applicationpermission'),
  relation('application permission-Application relations', 'ApplicationPermission_applications', 'perms.applicationpermission', 'applications', 'application', 'applicationpermission'),
  relation('application permission-SystemUser relations', 'ApplicationPermission_system_users', 'perms.applicationpermission', 'system users', 'systemuser', 'applicationpermission'),
  defineResource('asset perm users', { model: 'User', perm: { view: 'perms.view_assetpermission', ...readOnly }, table: () => users.table(), serialize: users.serialize, scope: assetPermUsers, beforeList: assetMissing }),
  defineResource('asset perm user groups', { model: 'UserGroup', perm: { view: 'perms.view_assetpermission', ...readOnly }, table: () => tableOf('user groups'), scope: assetPermGroups, beforeList: assetMissing }),
  grantedAssetList('user granted assets', 'perms.view_userassets', grantedAssets),
  // UserGroupGrantedAssetsApi (perms/user-groups/{pk}/assets/, as the user's granted assets' serializer).
  grantedAssetsAlias('user group granted assets', 'user granted assets', '/api/v1/perms/user-groups/{pk}/assets/', 'perms.view_usergroupassets', groupGrantedAssets),
  grantedAssetList('my granted assets', 'perms.view_myassets', grantedAssets),
  // The workbench tree's list (reference: perms users/nodes/{node_id}/assets/, as my granted assets).
  grantedAssetsAlias('my granted node assets', 'my granted assets', '/api/v1/perms/users/nodes/{node_id}/assets/', 'perms.view_myassets', grantedNodeAssets),
  // UserGrantedNodeAssetsForAdminApi (perms/users/{pk}/nodes/{node_id}/assets/): the same for the user `pk`.
  grantedAssetsAlias('user granted node assets', 'user granted assets', '/api/v1/perms/users/{pk}/nodes/{node_id}/assets/', 'perms.view_userassets', grantedNodeAssets),
  defineResource('user granted nodes', { model: 'Node', perm: { view: 'perms.view_userassets', ...readOnly }, table: () => tableOf('nodes'), serialize: (r) => ({ name: r.value }) }),
  defineResource('user granted applications', { model: 'Application', perm: { view: 'perms.view_userapps', ...readOnly }, table: () => tableOf('applications'), scope: grantedApps }),
  defineResource('my granted applications', { model: 'Application', perm: { view: 'perms.view_myapps', ...readOnly }, table: () => tableOf('applications'), scope: grantedApps }),
  // AssetPermissionAllAssetListApi: get_all_granted_assets of this one permission, in force or not (its
  // assets and every asset of its nodes' subtrees); no 404 for an unknown permission, an empty list.
  defineResource('asset permission all assets', {
    model: 'Asset',
    perm: { view: 'perms.view_assetpermission', ...readOnly },
    table: () => tableOf('assets'),
    scope: (ctx) => {
      const perm = tableOf('asset permissions').get(String(ctx.params.pk))
      const ids = perm ? assetIdsGrantedBy([perm]) : new Set<string>()
      return (r: Row) => ids.has(r.id)
    },
    serialize: (r) => ({ asset: r.id, asset_display: assetStr(r.id) }),
  }),
  // AssetPermissionAllUserListApi and its application twin: BasePermission.get_all_users, the users named
  // and the members of the groups named; get_object_or_404 on the permission first.
  allUsersOf('asset permission all users', 'asset permissions', 'perms.view_assetpermission', 'AssetPermission'),
  // ApplicationPermissionAllApplicationListApi: Application.objects.filter(granted_by_permissions=perm).
  defineResource('application permission all applications', {
    model: 'Application',
    perm: { view: 'perms.view_applicationpermission', ...readOnly },
    table: () => tableOf('applications'),
    scope: (ctx) => {
      const ids = new Set(((tableOf('application permissions').get(String(ctx.params.pk))?.applications as string[]) ?? []))
      return (r: Row) => ids.has(r.id)
    },
    beforeList: permissionMissing('application permissions', 'ApplicationPermission'),
    serialize: (r) => ({ application: r.id, application_display: String(r.name ?? '') }),
  }),
  allUsersOf('application permission all users', 'application permissions', 'perms.view_applicationpermission', 'ApplicationPermission'),
]

/**
 * The user's node tree, one level at a time (MyGrantedNodeChildrenApi: ?key= of the parent, none for the
 * roots): the nodes of the current org whose subtree holds an asset granted to the user.
 */
/** The current org's nodes one level under `parent` (a key; none: the roots) holding assets granted to the user. */
function grantedChildren(ctx: Pick<Ctx, 'user' | 'org'>, parent: string | null) {
  const granted = grantedAssetIds(ctx.user.id)
  const assets = tableOf('assets').all().filter((a) => granted.has(a.id))
  const nodes = tableOf('nodes').all().filter((n) => ctx.org.id === ROOT_ORG_ID || n.org_id === ctx.org.id)
  const level = nodes.filter((n) => (parent ? String(n.key).startsWith(`${parent}:`) && String(n.key).split(':').length === parent.split(':').length + 1 : !String(n.key).includes(':')))
  return level.map((n) => ({ n, amount: assets.filter(underNode(n.id)).length })).filter(({ amount }) => amount > 0)
}

/**
 * UserGrantedNodesQueryUtils.get_whole_tree_nodes (perms/users/nodes/, perms/users/{pk}/nodes/): the Favorite
 * node (its amount: the favourites among the granted assets; Ungrouped too when PERM_SINGLE_ASSET_TO_UNGROUP_NODE
 * is on, the directly granted assets), then the current org's nodes of the user's granted tree: those granted,
 * their ancestors and descendants, and the nodes of the assets granted directly with their ancestors; each with
 * the number of granted assets under it. A bare list, by key.
 */
function grantedTreeNodes(ctx: AuthedContext, userId: string) {
  const perms = validPermissionsOf(userId, 'asset permissions')
  const granted = assetIdsGrantedBy(perms)
  const nodes = tableOf('nodes')
  const keyOf = (id: unknown) => String(nodes.get(String(id))?.key ?? '\0')
  const under = (key: string, top: string) => key === top || key.startsWith(`${top}:`)
  const grantedKeys = perms.flatMap((p) => ((p.nodes as string[]) ?? []).map(keyOf))
  const direct = new Set(perms.flatMap((p) => (p.assets as string[]) ?? []))
  const assetKeys = tableOf('assets').all().filter((a) => direct.has(a.id)).flatMap((a) => ((a.nodes as string[]) ?? []).map(keyOf))
  const grantedAssets = tableOf('assets').all().filter((a) => granted.has(a.id))
  const tree = nodes
    .all()
    .filter(inCurrentOrg(ctx))
    .filter((n) => grantedKeys.some((k) => under(String(n.key), k) || under(k, String(n.key))) || assetKeys.some((k) => under(k, String(n.key))))
    .sort((a, b) => (String(a.key) < String(b.key) ? -1 : 1))
    .map((n) => ({ id: n.id, name: n.value, key: n.key, value: n.value, org_id: n.org_id, assets_amount: grantedAssets.filter(underNode(n.id)).length }))
  const favourites = tableOf('favorite assets').all().filter((f) => f.user === userId && granted.has(String(f.asset))).length
  const special = (key: string, value: string, amount: number) => ({ id: key, name: value, key, value, org_id: '', assets_amount: amount })
  const ungrouped = (mock().settings as Record<string, unknown>).PERM_SINGLE_ASSET_TO_UNGROUP_NODE ? [special('ungrouped', 'Ungrouped', tableOf('assets').all().filter((a) => direct.has(a.id) && inCurrentOrg(ctx)(a)).length)] : []
  return [...ungrouped, special('favorite', 'Favorite', favourites), ...tree]
}

export const permHandlers = [
  http.get('*/api/v1/perms/users/nodes/', authed('perms.view_myassets', (ctx) => HttpResponse.json(grantedTreeNodes(ctx, ctx.user.id)))),
  // UserGrantedNodesForAdminApi; its OPTIONS is the resource's ('user granted nodes').
  http.get('*/api/v1/perms/users/:pk/nodes/', authed('perms.view_userassets', (ctx) => (userById(String(ctx.params.pk)) ? HttpResponse.json(grantedTreeNodes(ctx, String(ctx.params.pk))) : objectNotFound('User')))),
  http.get('*/api/v1/perms/users/assets/:asset_id/system-users/', authed(null, myAssetSystemUsers)),
  http.get('*/api/v1/perms/users/:pk/assets/:asset_id/system-users/', authed(null, userAssetSystemUsers)),
  http.get('*/api/v1/perms/user-groups/:pk/assets/:asset_id/system-users/', authed(null, groupAssetSystemUsers)),
  http.get('*/api/v1/perms/users/nodes/children/', authed('perms.view_myassets', (ctx) =>
    HttpResponse.json(
      grantedChildren(ctx, new URL(ctx.request.url).searchParams.get('key')).map(({ n, amount }) => ({ id: n.id, name: n.value, key: n.key, value: n.value, org_id: n.org_id, assets_amount: amount })),
    ))),
  // UserGrantedNodeChildrenAsTreeApi: the same level as zTree nodes (the recorded nodes/children/tree/ shape).
  http.get('*/api/v1/perms/users/nodes/children/tree/', authed('perms.view_myassets', (ctx) =>
    HttpResponse.json(
      grantedChildren(ctx, new URL(ctx.request.url).searchParams.get('key')).map(({ n, amount }) => ({
        id: n.key, name: `${String(n.value)} (${amount})`, title: String(n.value), pId: String(n.key).split(':').slice(0, -1).join(':'), isParent: true, open: !String(n.key).includes(':'),
        meta: { data: { id: n.id, key: n.key, value: n.value, assets_amount: amount }, type: 'node' },
      })),
    ))),
]
