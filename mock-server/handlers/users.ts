import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { bindingsOf, membersOf, roleOfScope, userById, usersTable } from '../store/lookups'
import { DAY_MS, serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { defineResource } from '../drf/resource'
import { serializeUser } from '../serializers/user'
import { ROOT_ORG_ID } from '../store/org-ids'
import { mock, tableOf } from '../store/live-state'
import type { Table } from '../store/tables'

// Users and user groups (domain §2 console/users, console/groups).
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
    group_id: (v) => (row) => groupsOf(row.id).includes(v),
  },
  defaults: () => {
    const now = Date.now()
    return {
      source: 'local', mfa_level: 0, otp_bound: false, is_first_login: true, is_active: true, need_update_password: false,
      is_service_account: false, password: '', date_password_last_updated: serverDate(new Date(now)), date_joined: serverDate(new Date(now)),
      date_expired: serverDate(new Date(now + 70 * 365 * DAY_MS)), last_login: null, phone: null, wechat: '', comment: '',
    }
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
  // 2.26 UserViewSet.match runs in the root org (tmp_to_root_org): every user, the first 10 matches,
  // which is what an invitation picks from.
  http.get(
    '*/api/v1/users/users/suggestions/',
    authed('users.match_user', ({ request }) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase()
      const rows = usersTable()
        .all()
        .filter((u) => `${u.username} ${u.name} ${u.email}`.toLowerCase().includes(search))
        .slice(0, 10)
      return HttpResponse.json(rows.map((u) => ({ id: u.id, name: u.name, username: u.username, email: u.email })))
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
  http.post(
    '*/api/v1/users/users/remove/',
    authed('users.remove_user', async ({ request, org }) => {
      const body = (await request.json().catch(() => ({}))) as { users?: string[] }
      if (org.id === ROOT_ORG_ID) return HttpResponse.json({ error: 'Not support root org' }, { status: 400 })
      for (const id of body.users ?? []) setRoles(id, 'org', [], org.id)
      return new HttpResponse(null, { status: 204 })
    }),
  ),
  http.post(
    '*/api/v1/users/users/:id/remove/',
    authed('users.remove_user', ({ params, org }) => {
      if (org.id === ROOT_ORG_ID) return HttpResponse.json({ error: 'Not support root org' }, { status: 400 })
      setRoles(String(params.id), 'org', [], org.id)
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
