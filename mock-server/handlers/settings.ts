import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { defineResource } from '../drf/resource'
import type { FieldSpec } from '../catalogue/types'
import { recordedFacts } from '../catalogue/facts.generated'
import { decryptField } from '../drf/crypto'
import { userByUsername } from '../store/lookups'
import { PERSONA_PASSWORD } from '../../fixtures/personas'
import images from '../../fixtures/static/images.json'
import { mock, type MockState } from '../store/live-state'
import { categories, changePermOf, MIN_VALUES, settingsMetadata } from './settings-meta'

// System settings pages and their tests (reference §2.9–§2.11). Per-category keys come from the TSV's
// `settings: <category>` rows; public-setting keys of the same name start from the public value.
const stored = new WeakMap<MockState, Record<string, unknown>>()

/** A setting's first value: a fresh 2.26.1 install's (recorded), else the empty value of its type. */
function initial(category: string, field: FieldSpec): unknown {
  const recorded = recordedFacts[`settings: ${category}`]?.[field.name]
  if (recorded && 'initial' in recorded) return recorded.initial
  if (field.type === 'BooleanField') return false
  if (field.type === 'IntegerField') return 0
  if (field.type.startsWith('ListField') || field.many) return []
  if (field.type === 'DictField' || field.type === 'JSONField') return {}
  return ''
}

function store(): Record<string, unknown> {
  const state = mock()
  let values = stored.get(state)
  if (!values) {
    values = {}
    for (const [category, fields] of categories) for (const f of fields) values[f.name] = (state.settings as Record<string, unknown>)[f.name] ?? initial(category, f)
    Object.assign(values, {
      AUTH_LDAP_SERVER_URI: 'ldap://ldap.example.com:389', AUTH_LDAP_BIND_DN: 'cn=admin,dc=example,dc=com', AUTH_LDAP_SEARCH_OU: 'ou=people,dc=example,dc=com',
      AUTH_LDAP_SEARCH_FILTER: '(cn=%(user)s)', AUTH_LDAP_USER_ATTR_MAP: { username: 'cn', name: 'sn', email: 'mail' },
      EMAIL_HOST: 'smtp.example.com', EMAIL_PORT: 465, EMAIL_HOST_USER: 'noreply@example.com', EMAIL_FROM: '', EMAIL_USE_SSL: true, EMAIL_SUBJECT_PREFIX: '[JMS] ',
      // JumpServer 2.26's defaults where the serializer requires a value (and domain §5 a minimum).
      SITE_URL: 'http://127.0.0.1', SECURITY_LOGIN_LIMIT_COUNT: 7, SECURITY_LOGIN_LIMIT_TIME: 30, SECURITY_LOGIN_IP_LIMIT_COUNT: 99999, SECURITY_LOGIN_IP_LIMIT_TIME: 30,
      SECURITY_PASSWORD_MIN_LENGTH: 6, SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 6, OLD_PASSWORD_HISTORY_LIMIT_COUNT: 5, OTP_VALID_WINDOW: 2, WINDOWS_SSH_DEFAULT_SHELL: 'cmd',
      LOGIN_LOG_KEEP_DAYS: 200, TASK_LOG_KEEP_DAYS: 90, OPERATE_LOG_KEEP_DAYS: 200, FTP_LOG_KEEP_DAYS: 200, CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS: 30, TERMINAL_SESSION_KEEP_DURATION: 200,
    })
    stored.set(state, values)
  }
  return values
}

const fieldsOf = (category: string) => (category === 'all' ? [...categories.values()].flat() : categories.get(category) ?? categories.get('basic')!)
const categoryOf = (request: Request) => {
  const c = new URL(request.url).searchParams.get('category') ?? 'basic'
  return c === 'all' || categories.has(c) ? c : 'basic'
}
/** AnnouncementSerializer.to_representation: the stored dict over ID, SUBJECT, CONTENT and LINK blank, its fields only. */
const announcement = (value: unknown) => {
  const data: Record<string, unknown> = { ID: '', SUBJECT: '', CONTENT: '', LINK: '', ...(value && typeof value === 'object' ? value : {}) }
  return Object.fromEntries(['ID', 'SUBJECT', 'CONTENT', 'LINK'].map((k) => [k, data[k]]))
}
const view = (category: string) =>
  Object.fromEntries(fieldsOf(category).filter((f) => !f.wo).map((f) => [f.name, f.name === 'ANNOUNCEMENT' ? announcement(store()[f.name]) : store()[f.name]]))

// The mock directory behind the LDAP tests: the ldap persona plus a few people.
const directory = () => [
  { username: 'ldapuser', name: 'Directory User', email: 'ldapuser@example.com', groups: ['staff'] },
  ...Array.from({ length: 12 }, (_, i) => ({ username: `ldap${String(i + 1).padStart(2, '0')}`, name: `LDAP Person ${i + 1}`, email: `ldap${i + 1}@example.com`, groups: i % 2 ? ['dev'] : ['ops'] })),
]
const SYNC_MS = 300
const unreachable = (uri: unknown) => /fail|invalid|unreachable/i.test(String(uri ?? ''))

type Image = { type: string; base64: string }
const imageBytes = (image: Image) => Uint8Array.from(atob(image.base64), (c) => c.charCodeAt(0))

/** The LDAP user list's GET is hand-written below (409 until a sync ran); this answers its OPTIONS (recorded-2.26.1). */
export const settingsResources = [defineResource('ldap users', { model: 'LDAPUser', perm: { view: 'settings.change_auth', add: null, change: null, delete: null } })]

export const settingsHandlers = [
  http.options('*/api/v1/settings/setting/', authed('settings.view_setting', ({ request, perms, lang }) => {
    const category = categoryOf(request)
    return settingsMetadata(category, fieldsOf(category), perms, lang)
  })),
  // The branding images the public settings name (INTERFACE.logo_index, favicon…): the server's static files.
  http.get('*/static/img/:file', ({ params }) => {
    const image = (images as unknown as Record<string, Image | string>)[String(params.file)]
    if (!image || typeof image === 'string') return new HttpResponse(null, { status: 404 })
    return new HttpResponse(imageBytes(image), { headers: { 'content-type': image.type, 'cache-control': 'no-cache' } })
  }),
  http.get('*/api/v1/settings/setting/', authed('settings.view_setting', ({ request }) => HttpResponse.json(view(categoryOf(request))))),
  ...(['put', 'patch'] as const).map((method) =>
    http[method]('*/api/v1/settings/setting/', authed('settings.view_setting', async ({ request, perms }) => {
      const category = categoryOf(request)
      if (!perms.has(changePermOf(category))) return HttpResponse.json({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }, { status: 403 })
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
      const errors: Record<string, string[]> = {}
      for (const f of fieldsOf(category)) {
        if (!(f.name in body) || f.ro) continue
        let value = body[f.name]
        if (f.type === 'EncryptedField' || f.wo) {
          value = decryptField(value)
          if (value === '' || value === null) continue // blank secrets are not stored (reference §2.11)
        }
        if (f.type === 'IntegerField' && !/^-?\d+$/.test(String(value))) errors[f.name] = ['A valid integer is required.']
        else if (MIN_VALUES[f.name] !== undefined && Number(value) < MIN_VALUES[f.name]) errors[f.name] = [`Ensure this value is greater than or equal to ${MIN_VALUES[f.name]}.`]
        else store()[f.name] = f.type === 'IntegerField' ? Number(value) : value
        if (f.name in mock().settings && !errors[f.name]) (mock().settings as Record<string, unknown>)[f.name] = store()[f.name]
        // The password rules reach the console through public settings' PASSWORD_RULE (domain §5).
        const rule = mock().settings.PASSWORD_RULE as Record<string, unknown>
        if (f.name in rule && !errors[f.name]) rule[f.name] = store()[f.name]
      }
      if (Object.keys(errors).length) return HttpResponse.json(errors, { status: 400 })
      return HttpResponse.json(view(category))
    })),
  ),

  http.post('*/api/v1/settings/mail/testing/', authed('settings.change_email', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { EMAIL_FROM?: string; EMAIL_RECIPIENT?: string }
    const s = store()
    const recipient = body.EMAIL_RECIPIENT || body.EMAIL_FROM || String(s.EMAIL_HOST_USER)
    if (unreachable(s.EMAIL_HOST) || unreachable(recipient)) return HttpResponse.json({ error: `(535, b'Error: authentication failed')` }, { status: 400 })
    return HttpResponse.json({ msg: `Test mail sent to ${recipient}, please check` })
  })),

  http.post('*/api/v1/settings/ldap/testing/config/', authed('settings.change_auth', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
    const missing = ['AUTH_LDAP_SERVER_URI', 'AUTH_LDAP_SEARCH_OU', 'AUTH_LDAP_SEARCH_FILTER', 'AUTH_LDAP_USER_ATTR_MAP'].filter((k) => !body[k])
    if (missing.length) return HttpResponse.json({ error: String(Object.fromEntries(missing.map((k) => [k, ['This field is required.']]))) }, { status: 400 })
    if (unreachable(body.AUTH_LDAP_SERVER_URI)) return HttpResponse.json('Error (Invalid LDAP server): {\'desc\': "Can\'t contact LDAP server"}', { status: 400 })
    return HttpResponse.json(`Succeed: Match ${directory().length} s user`)
  })),
  http.post('*/api/v1/settings/ldap/testing/login/', authed('settings.change_auth', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { username?: string; password?: string }
    const password = decryptField(body.password)
    const known = directory().some((u) => u.username === body.username)
    if (!known || password !== PERSONA_PASSWORD) return HttpResponse.json('Authentication failed (username or password incorrect): ' + (body.username ?? ''), { status: 400 })
    return HttpResponse.json(`Authentication success: ${body.username}`)
  })),

  // The cache_police dance (reference §2.9): empty cache → 409 start, 409 running, then the list.
  http.get('*/api/v1/settings/ldap/users/', authed('settings.change_auth', ({ request }) => {
    const state = mock()
    const url = new URL(request.url)
    if (unreachable(store().AUTH_LDAP_SERVER_URI)) return HttpResponse.json({ error: 'Synchronization error: Can\'t contact LDAP server' }, { status: 400 })
    if (url.searchParams.get('cache_police') === '0' && state.ldap.cache === 'ready') state.ldap = { cache: 'empty' }
    if (state.ldap.cache === 'empty') {
      state.ldap = { cache: 'syncing', syncStartedAt: Date.now() }
      return HttpResponse.json({ msg: 'Synchronization start, please wait.' }, { status: 409 })
    }
    if (state.ldap.cache === 'syncing') {
      if (Date.now() - (state.ldap.syncStartedAt ?? 0) < SYNC_MS) return HttpResponse.json({ msg: 'Synchronization is running, please wait.' }, { status: 409 })
      state.ldap = { cache: 'ready' }
    }
    const search = (url.searchParams.get('search') ?? '').toLowerCase()
    let rows = directory()
      .map((u) => ({ id: u.username, ...u, existing: Boolean(userByUsername(u.username)) }))
      .filter((u) => !search || `${u.username} ${u.name} ${u.email}`.toLowerCase().includes(search))
    const order = url.searchParams.get('order') ?? 'existing'
    const key = order.replace(/^-/, '') as keyof (typeof rows)[number]
    rows = rows.sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0) * (order.startsWith('-') ? -1 : 1))
    const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10)
    if (!Number.isFinite(limit) || limit <= 0) return HttpResponse.json(rows)
    const offset = Number(url.searchParams.get('offset') ?? 0) || 0
    return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows.slice(offset, offset + limit) })
  })),
  http.get('*/api/v1/settings/ldap/cache/refresh/', authed('settings.change_auth', () => {
    if (unreachable(store().AUTH_LDAP_SERVER_URI)) return HttpResponse.json({ msg: 'Can\'t contact LDAP server' }, { status: 400 })
    mock().ldap = { cache: 'empty' }
    return HttpResponse.json({ msg: 'success' })
  })),
  http.post('*/api/v1/settings/ldap/users/import/', authed('settings.change_auth', async ({ request, org }) => {
    const body = (await request.json().catch(() => ({}))) as { username_list?: string[]; org_id?: string }
    if (mock().ldap.cache !== 'ready') return HttpResponse.json({ msg: 'Get ldap users is None' }, { status: 400 })
    const wanted = body.username_list ?? []
    const chosen = directory().filter((u) => wanted.includes('*') || wanted.includes(u.username))
    const { db } = mock()
    const orgId = body.org_id || org.id
    const orgRow = db.organization.getAll().find((o) => o.id === orgId)
    const userRole = db.role.getAll().find((r) => r.name === 'User')
    const orgUser = db.role.getAll().find((r) => r.name === 'OrgUser')
    for (const u of chosen) {
      if (userByUsername(u.username)) continue
      const id = crypto.randomUUID()
      db.user.create({ id, username: u.username, name: u.name, email: u.email, password: '', source: 'ldap', mfa_level: 0, otp_bound: false, is_first_login: true, is_active: true, need_update_password: false, is_service_account: false, date_password_last_updated: '', date_joined: '', date_expired: '2099/01/01 00:00:00 +0000', last_login: null, phone: null, wechat: '', comment: '', created_by: 'LDAP' })
      if (userRole) db.roleBinding.create({ id: crypto.randomUUID(), user: id, role: userRole.id, scope: 'system', org: null })
      if (orgUser && orgRow) db.roleBinding.create({ id: crypto.randomUUID(), user: id, role: orgUser.id, scope: 'org', org: orgRow.id })
    }
    return HttpResponse.json({ msg: `Imported ${chosen.length} users successfully (Organization: ${orgRow?.name ?? 'Default'})` })
  })),
  ...['wecom', 'dingtalk', 'feishu'].map((p) => http.post(`*/api/v1/settings/${p}/testing/`, authed('settings.change_auth', () => HttpResponse.json({ msg: 'Test success' })))),
  http.post('*/api/v1/settings/sms/:backend/testing/', authed('settings.change_sms', () => HttpResponse.json({ msg: 'Test success' }))),
]

