import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { bindingsOf, membersOf, roleOfScope, userById, usersTable } from '../store/lookups'
import { DAY_MS, serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { defineResource, type Row } from '../drf/resource'
import { pageLinks, selectRows } from '../drf/query'
import { rootOrg } from '../session/org-access'
import { phoneErrors, serializeUser } from '../serializers/user'
import { ROOT_ORG_ID } from '../store/org-ids'
import { mock, tableOf } from '../store/live-state'
import type { Table } from '../store/tables'

// Users and user groups (domain §2 console/users, console/groups).
/** SuggestionMixin.suggestion_limit of 2.26. */
const SUGGESTION_LIMIT = 10
const GROUPS = 'user groups'

// user id → ids of the groups listing them, rebuilt when the groups table changes.
let groupIndex: { table: object; version: number; byUser: Map<string, string[]> } | undefined
export function groupsOf(userId: string): string[] {
  const table = tableOf(GROUPS)
  if (!groupIndex || groupIndex.table !== table || groupIndex.version !== table.version()) {
    const byUser = new Map<string, string[]>()
    for (const g of table.all()) for (const u of (g.users as string[]) ?? []) byUser.set(u, [...(byUser.get(u) ?? []), g.id])
    groupIndex = { table, version: table.version(), byUser }
  }
  return groupIndex.byUser.get(userId) ?? []
}

function setGroups(userId: string, groupIds: string[], orgId: string) {
  const table = tableOf(GROUPS)
  for (const g of table.all()) {
    if (orgId !== ROOT_ORG_ID && g.org_id !== orgId) continue
    const users = (g.users as string[]) ?? []
    const want = groupIds.includes(g.id)
    if (want && !users.includes(userId)) table.update(g.id, { users: [...users, userId] })
    if (!want && users.includes(userId)) table.update(g.id, { users: users.filter((u) => u !== userId) })
  }
}

function setRoles(userId: string, scope: 'system' | 'org', roleIds: string[], orgId: string | null) {
  const { db } = mock()
  for (const b of bindingsOf(userId)) {
    if (b.scope === scope && (scope === 'system' || b.org === orgId)) db.roleBinding.delete({ where: { id: { equals: b.id } } })
  }
  for (const role of roleIds) db.roleBinding.create({ id: randomId(), user: userId, role, scope, org: scope === 'org' ? orgId : null })
}

// Login blocks and WeCom / DingTalk bindings (domain §4 user actions), per mock state: the seed blocks
// newbie (too many failed logins) and binds user to both.
type Flags = { blocked: Set<string>; wecom: Set<string>; dingtalk: Set<string> }
const flagsByState = new WeakMap<object, Flags>()
function flags(): Flags {
  const state = mock()
  let f = flagsByState.get(state)
  if (!f) {
    const id = (username: string) => usersTable().all().find((u) => u.username === username)?.id
    const set = (...names: string[]) => new Set(names.map(id).filter(Boolean) as string[])
    f = { blocked: set('newbie'), wecom: set('user'), dingtalk: set('user') }
    flagsByState.set(state, f)
  }
  return f
}

const defaultOrgRole = () => mock().db.role.findFirst({ where: { name: { equals: 'OrgUser' } } })?.id

export const users = defineResource('users', {
  model: 'User',
  perm: 'users.user',
  table: () => usersTable(),
  unique: [['username'], ['email']],
  // Roles live in one table (rbac.ts): a system role is no org role, as the server's querysets say.
  relations: { groups: GROUPS, system_roles: (id) => Boolean(roleOfScope(id, 'system')), org_roles: (id) => Boolean(roleOfScope(id, 'org')) },
  bulkDelete: 'users',
  // Users are global; an org lists its members (an org role there), the root org everyone.
  scope: (ctx) => {
    if (ctx.org.id === ROOT_ORG_ID) return undefined
    const members = membersOf(ctx.org.id)
    return (row) => members.has(row.id)
  },
  serialize: (row, ctx) => {
    const groups = groupsOf(row.id)
    const names = groups.map((id) => tableOf(GROUPS).get(id)?.name).filter(Boolean)
    const f = flags()
    return {
      ...serializeUser(row as never, ctx.org.id, ctx.lang), groups, groups_display: names.join(' '),
      login_blocked: f.blocked.has(row.id), is_wecom_bound: f.wecom.has(row.id), is_dingtalk_bound: f.dingtalk.has(row.id),
      wecom_id: f.wecom.has(row.id) ? `wecom-${String(row.username)}` : null, dingtalk_id: f.dingtalk.has(row.id) ? `dingtalk-${String(row.username)}` : null,
    }
  },
  filters: {
    org_roles: (v) => (row) => bindingsOf(row.id).some((b) => b.scope === 'org' && b.role.id === v),
    system_roles: (v) => (row) => bindingsOf(row.id).some((b) => b.scope === 'system' && b.role.id === v),
  },
  defaults: () => {
    const now = Date.now()
    return {
      source: 'local', mfa_level: 0, otp_bound: false, is_first_login: true, is_active: true, need_update_password: false,
      is_service_account: false, password: '', date_password_last_updated: serverDate(new Date(now)), date_joined: serverDate(new Date(now)),
      date_expired: serverDate(new Date(now + 70 * 365 * DAY_MS)), last_login: null, phone: null, wechat: '', comment: '',
    }
  },
  // UserSerializer.validate_password: a new user's password is kept only when the strategy is to set
  // one (else a reset link is mailed), and an update without a password keeps the stored one.
  validate: (data, _ctx, existing) => {
    const phone = phoneErrors(data.phone)
    if (phone) return { phone }
    if (existing ? !data.password : data.password_strategy !== 'custom') delete data.password
    delete data.password_strategy
    return undefined
  },
  afterWrite: (row, body, ctx, created) => {
    const orgId = ctx.org.id === ROOT_ORG_ID ? null : ctx.org.id
    if (Array.isArray(body.system_roles)) setRoles(row.id, 'system', body.system_roles.map(String), null)
    if (orgId && Array.isArray(body.org_roles)) setRoles(row.id, 'org', body.org_roles.map(String), orgId)
    else if (orgId && created) setRoles(row.id, 'org', [defaultOrgRole()].filter(Boolean) as string[], orgId)
    if (Array.isArray(body.groups)) setGroups(row.id, body.groups.map(String), ctx.org.id)
  },
  beforeDelete: (row, ctx) =>
    row.id === ctx.user.id ? HttpResponse.json({ detail: 'Can not delete yourself', code: 'error' }, { status: 400 }) : undefined,
  afterDelete: (row) => {
    const { db } = mock()
    db.roleBinding.deleteMany({ where: { user: { equals: row.id } } })
    setGroups(row.id, [], ROOT_ORG_ID)
  },
})

export const userGroups = defineResource(GROUPS, {
  model: 'UserGroup',
  perm: 'users.usergroup',
  unique: [['name']],
  relations: { users: '@user' },
})

/**
 * users-groups-relations/ (UserGroup.users' through table): one row per membership, a view over the groups'
 * `users` lists so that a write here is a write of the group. Ids are the through rows' integers, in order.
 */
function membershipTable(): Table {
  const groups = tableOf(GROUPS)
  const rows = () =>
    groups.all().flatMap((g) => ((g.users as string[]) ?? []).map((user) => ({ user, usergroup: g.id, org_id: g.org_id }))).map((r, i) => ({ id: String(i + 1), ...r }))
  const setMembers = (groupId: string, users: string[]) => groups.update(groupId, { users })
  const view: Table = {
    version: () => groups.version(),
    all: rows,
    get: (id) => rows().find((r) => r.id === String(id)),
    insert: (row) => {
      const members = (groups.get(String(row.usergroup))?.users as string[]) ?? []
      if (!members.includes(String(row.user))) setMembers(String(row.usergroup), [...members, String(row.user)])
      return rows().find((r) => r.user === row.user && r.usergroup === row.usergroup) ?? row
    },
    update: (id, patch) => {
      const old = view.get(id)
      if (!old) return undefined
      view.remove(id)
      return view.insert({ ...old, ...patch })
    },
    remove: (id) => {
      const old = view.get(id)
      if (!old) return false
      setMembers(String(old.usergroup), ((groups.get(String(old.usergroup))?.users as string[]) ?? []).filter((u) => u !== old.user))
      return true
    },
  }
  return view
}

export const userGroupRelations = defineResource('user-group relations', {
  model: 'UserGroup_users',
  perm: { view: 'users.view_usergroup', add: 'users.change_usergroup', change: 'users.change_usergroup', delete: 'users.change_usergroup' },
  table: membershipTable,
  relations: { user: '@user', usergroup: GROUPS },
  serialize: (row) => ({
    id: Number(row.id),
    user_display: String(userById(String(row.user))?.name ?? ''),
    usergroup_display: String(tableOf(GROUPS).get(String(row.usergroup))?.name ?? ''),
  }),
})

export const userResources = [users, userGroups, userGroupRelations]

/** Extra actions of the users row (reference TSV: suggestions, remove, invite). */
export const userHandlers = [
  // 2.26 UserViewSet.match (SuggestionMixin) runs in the root org (tmp_to_root_org): every user through the
  // list's filters (search on username, email, name; ids; spm), ordered by name, cut to the first 10
  // (suggestion_limit), then paged when asked: limit/offset page within those 10, so no page goes beyond
  // them. MiniUserSerializer: id, name, username.
  http.get(
    '*/api/v1/users/users/suggestions/',
    authed('users.match_user', (auth) => {
      const url = new URL(auth.request.url)
      const first = selectRows({ ...auth, params: {}, org: rootOrg(), url, def: users }).slice(0, SUGGESTION_LIMIT)
      const mini = (rows: Row[]) => rows.map((u) => ({ id: u.id, name: u.name, username: u.username }))
      const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10)
      if (!Number.isFinite(limit) || limit <= 0) return HttpResponse.json(mini(first))
      const offset = Math.max(0, Number.parseInt(url.searchParams.get('offset') ?? '0', 10) || 0)
      return HttpResponse.json({ count: first.length, ...pageLinks(url, offset, limit, first.length), results: mini(first.slice(offset, offset + limit)) })
    }),
  ),
  // UserViewSet.invite: the users take the given org roles in the current org (user.org_roles.set).
  http.post(
    '*/api/v1/users/users/invite/',
    authed('users.invite_user', async ({ request, org }) => {
      if (org.id === ROOT_ORG_ID) return HttpResponse.json({ error: 'Not a valid org' }, { status: 400 })
      const body = (await request.json().catch(() => ({}))) as { users?: unknown; org_roles?: unknown }
      const users = Array.isArray(body.users) ? body.users.map(String) : null
      if (!users) return HttpResponse.json({ users: ['This field is required.'] }, { status: 400 })
      const unknown = users.find((id) => !userById(id))
      if (unknown !== undefined) return HttpResponse.json({ users: [`Invalid pk "${unknown}" - object does not exist.`] }, { status: 400 })
      const roles = Array.isArray(body.org_roles) ? body.org_roles.map(String) : []
      for (const id of users) setRoles(id, 'org', roles, org.id)
      return HttpResponse.json({ users, org_roles: roles }, { status: 201 })
    }),
  ),
  // UserViewSet.bulk_remove: filter_queryset(get_queryset()), the org's members through the list's
  // filters (the selection comes as ?spm=, an unknown spm selects nothing, no filter selects every
  // member), each leaving the org (User.remove: org roles cleared). The body is not read. User.remove
  // does nothing in the root org, and the answer is 204 all the same.
  http.post(
    '*/api/v1/users/users/remove/',
    authed('users.remove_user', (auth) => {
      const ctx = { ...auth, params: {}, url: new URL(auth.request.url), def: users }
      if (auth.org.id !== ROOT_ORG_ID) for (const row of selectRows(ctx)) setRoles(row.id, 'org', [], auth.org.id)
      return new HttpResponse(null, { status: 204 })
    }),
  ),
  // UserViewSet.remove: get_object() among the org's members (404 otherwise), then User.remove as above.
  http.post(
    '*/api/v1/users/users/:id/remove/',
    authed('users.remove_user', ({ params, org }) => {
      const id = String(params.id)
      if (!userById(id) || (org.id !== ROOT_ORG_ID && !membersOf(org.id).has(id))) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
      if (org.id !== ROOT_ORG_ID) setRoles(id, 'org', [], org.id)
      return new HttpResponse(null, { status: 204 })
    }),
  ),
  // Domain §4 user actions (2.26 users/<pk>/unblock/, users/<pk>/mfa/reset/, authentication
  // wecom|dingtalk/qr/unbind/<user_id>/): each needs users.change_user on a user the org can see.
  http.patch('*/api/v1/users/users/:id/unblock/', authed('users.change_user', ({ params, org }) => userAction(String(params.id), org.id, (id) => flags().blocked.delete(id)))),
  http.get('*/api/v1/users/users/:id/mfa/reset/', authed('users.change_user', ({ params, org }) =>
    userAction(String(params.id), org.id, (id) => usersTable().update(id, { otp_bound: false } as never)))),
  // The reset-password mail of a local user (2.26 users/<pk>/password/reset/, PATCH): the mock sends nothing.
  http.patch('*/api/v1/users/users/:id/password/reset/', authed('users.change_user', ({ params, org }) => userAction(String(params.id), org.id, () => undefined))),
  ...(['wecom', 'dingtalk'] as const).map((kind) =>
    http.post(`*/api/v1/authentication/${kind}/qr/unbind/:id/`, authed('users.change_user', ({ params, org }) =>
      userAction(String(params.id), org.id, (id) => flags()[kind].delete(id))))),
]

function userAction(id: string, orgId: string, act: (id: string) => unknown) {
  const user = userById(id)
  if (!user || (orgId !== ROOT_ORG_ID && !membersOf(orgId).has(id))) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
  act(id)
  return HttpResponse.json({ msg: 'ok' })
}
