import { http, HttpResponse } from 'msw'
import { resourceSpecs } from '../catalogue/resources.generated'
import { defineResource, type Ctx, type Row } from '../drf/resource'
import { authed } from '../session/sessions'
import { bindingsOf, rolesTable } from '../store/lookups'
import { mock, tableOf } from '../store/live-state'
import { choiceName } from '../i18n'
import { ROOT_ORG_ID } from '../store/org-ids'
import { validPermissionsOf } from './perms'
import { users } from './users'

// Extra actions of the reference's resources the real console calls (issue 27: they answered 404): lists over
// another resource's rows (su-from, su-to, a role's users, the user's system users) served by the generic
// module with that resource's fields, and the zTree answers ({id, name, title, pId, isParent, open, meta}, as
// recorded for nodes/children/tree/) of the application, permission and command-storage trees.

const specOf = (key: string) => resourceSpecs.find((s) => s.resource === key)!
const readOnly = { add: null, change: null, delete: null }
const PROFILE_WRITABLE = new Set(['public_key', 'wechat', 'phone', 'mfa_level', 'need_update_password', 'is_service_account', 'comment', 'is_first_login', 'password_strategy'])
/** A list route answering `base`'s rows and fields at another URL. */
const listOf = (base: string, key: string, listUrl: string) => ({ ...specOf(base), resource: key, listUrl, listMethods: ['GET'], detailMethods: [] })

const roleUsers = (key: string, prefix: string, view: string) =>
  defineResource(key, {
    model: 'User',
    perm: { view, ...readOnly },
    table: users.table,
    scope: (ctx) => (row: Row) => bindingsOf(row.id).some((b) => b.role.id === ctx.params.pk),
    serialize: users.serialize,
    specPatch: listOf('users', key, `/api/v1/rbac/${prefix}/{pk}/users/`),
  })

export const extraActionResources = [
  // SystemUserViewSet.su_from: the SSH system users that log in automatically; su_to: those switching from one.
  defineResource('system user su-from', {
    model: 'SystemUser',
    perm: { view: 'assets.view_systemuser', ...readOnly },
    table: () => tableOf('system users'),
    scope: (ctx) => (row: Row) => row.protocol === 'ssh' && row.login_mode === 'auto' && (ctx.org.id === ROOT_ORG_ID || row.org_id === ctx.org.id),
    specPatch: listOf('system users', 'system user su-from', '/api/v1/assets/system-users/su-from/'),
  }),
  defineResource('system user su-to', {
    model: 'SystemUser',
    perm: { view: 'assets.view_systemuser', ...readOnly },
    table: () => tableOf('system users'),
    scope: (ctx) => (row: Row) => row.su_from === ctx.params.pk,
    specPatch: listOf('system users', 'system user su-to', '/api/v1/assets/system-users/{pk}/su-to/'),
  }),
  // SystemUserPermission (IsValidUser, root org): the system users the asset permissions in force reaching the user grant.
  defineResource('system users permission', {
    model: 'SystemUser',
    perm: { view: null, ...readOnly },
    table: () => tableOf('system users'),
    scope: (ctx) => {
      const granted = new Set(validPermissionsOf(ctx.user.id, 'asset permissions').flatMap((p) => (p.system_users as string[]) ?? []))
      return (row: Row) => granted.has(row.id)
    },
    specPatch: listOf('system users', 'system users permission', '/api/v1/perms/system-users-permission/'),
  }),
  // UserProfileApi: GET, PUT and PATCH are hand-written (users.ts); this answers its OPTIONS, the user
  // serializer without the password, read-only but for what a user may change of themselves (reference §2.1).
  defineResource('user profile', {
    model: 'User',
    perm: { view: null, add: null, change: null, delete: null },
    table: users.table,
    fields: specOf('users').fields.filter((f) => f.name !== 'password').map((f) => ({ ...f, ro: f.ro || !PROFILE_WRITABLE.has(f.name) })),
    specPatch: { ...listOf('users', 'user profile', '/api/v1/users/profile/'), listMethods: ['GET'] },
    optionsOnly: ['PUT', 'PATCH'],
  }),
  roleUsers('role users (all)', 'roles', 'rbac.view_orgrole|rbac.view_systemrole'),
  roleUsers('system role users', 'system-roles', 'rbac.view_systemrole'),
  roleUsers('org role users', 'org-roles', 'rbac.view_orgrole'),
]

type TreeNode = { id: string; name: string; title: string; pId: string; isParent: boolean; open: boolean; meta: Record<string, unknown>; checked?: boolean }
const node = (id: string, name: string, pId: string, isParent: boolean, meta: Record<string, unknown>): TreeNode => ({ id, name, title: name, pId, isParent, open: !pId, meta })

/** ApplicationTreeNodeMixin: Applications → category → type → application (the org's applications). */
function applicationTree(ctx: Pick<Ctx, 'org'>): TreeNode[] {
  const apps = tableOf('applications').all().filter((a) => ctx.org.id === ROOT_ORG_ID || a.org_id === ctx.org.id)
  const out = [node('applications', `Applications (${apps.length})`, '', true, { type: 'root' })]
  const seen = new Set<string>()
  for (const app of apps) {
    const category = String(app.category)
    const type = String(app.type)
    if (!seen.has(category)) out.push(node(category, String(app.category_display ?? category), 'applications', true, { type: 'category', data: { category } }))
    if (!seen.has(`${category}/${type}`)) out.push(node(`${category}_${type}`, String(app.type_display ?? type), category, true, { type: 'type', data: { category, type } }))
    seen.add(category).add(`${category}/${type}`)
    out.push(node(app.id, String(app.name), `${category}_${type}`, false, { type: 'application', data: { category, type, id: app.id } }))
  }
  return out
}

/** The permission catalogue as a tree by app label, each permission checked when the role holds it. */
function permissionTree(held?: Set<string>): TreeNode[] {
  const perms = tableOf('rbac permissions').all()
  const out: TreeNode[] = [node('$ROOT', 'All permissions', '', true, { type: 'root' })]
  const apps = new Set<string>()
  for (const p of perms) {
    const app = String((p.content_type as { app_label?: string } | undefined)?.app_label ?? '')
    if (!apps.has(app)) out.push(node(`$app_${app}`, app, '$ROOT', true, { type: 'app' }))
    apps.add(app)
    out.push({ ...node(String(p.id), String(p.name), `$app_${app}`, false, { type: 'perm', data: { codename: p.codename } }), checked: held?.has(`${app}.${String(p.codename)}`) ?? false })
  }
  return out
}

const rolePerms = (id: string) => new Set((rolesTable().get(id)?.perms as string[]) ?? [])

export const extraActionHandlers = [
  http.get('*/api/v1/applications/applications/tree/', authed('applications.view_application', ({ org }) => HttpResponse.json(applicationTree({ org })))),
  http.get('*/api/v1/rbac/permissions/tree/', authed('rbac.view_permission|rbac.view_orgrole|rbac.view_systemrole', () => HttpResponse.json(permissionTree()))),
  http.get('*/api/v1/rbac/system-roles/:id/permissions/tree/', authed('rbac.view_systemrole', ({ params }) => HttpResponse.json(permissionTree(rolePerms(String(params.id)))))),
  http.get('*/api/v1/rbac/org-roles/:id/permissions/tree/', authed('rbac.view_orgrole', ({ params }) => HttpResponse.json(permissionTree(rolePerms(String(params.id)))))),
  // EndpointViewSet.smart: the endpoint matching the target (the default one here), one object.
  http.get('*/api/v1/terminal/endpoints/smart/', authed('terminal.view_endpoint', () => {
    const endpoints = tableOf('endpoints').all()
    return HttpResponse.json(endpoints.find((e) => e.name === 'Default') ?? endpoints[0] ?? null)
  })),
  // BackendListView: the enabled message backends, {name, name_display}.
  http.get('*/api/v1/notifications/backends/', authed(null, ({ lang }) => {
    const s = mock().settings as unknown as Record<string, unknown>
    const backends: [string, boolean][] = [
      ['email', true], ['wecom', Boolean(s.AUTH_WECOM)], ['dingtalk', Boolean(s.AUTH_DINGTALK)],
      ['feishu', Boolean(s.AUTH_FEISHU)], ['site_msg', true], ['sms', Boolean(s.SMS_ENABLED)],
    ]
    return HttpResponse.json(backends.filter(([, on]) => on).map(([name]) => ({ name, name_display: choiceName('receive_backends', name, lang) })))
  })),
]
