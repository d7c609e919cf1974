import { http, HttpResponse } from 'msw'
import { authed, type AuthedContext } from '../session/sessions'
import { bindingsOf, membersOf, userById } from '../store/lookups'
import { isSuperAdmin } from '../session/org-access'
import { parseServerDate, serverDate } from '../drf/dates'
import { nextIntegerId, randomId } from '../store/id-generator'
import { objectNotFound } from '../drf/errors'
import { ROOT_ORG_ID } from '../store/org-ids'
import { defineResource, type Ctx, type Row } from '../drf/resource'
import { mock, tableOf } from '../store/live-state'
import { resourceSpecs } from '../catalogue/resources.generated'
import type { FieldSpec } from '../catalogue/types'
import { choiceName } from '../i18n'
import type { Lang } from '../i18n/language'
import { actionsOfSum, actionsSum } from '../drf/validate'
import { pendingStep, pythonUtcString } from '../serializers/ticket-step'
import { stateCommentBody } from '../serializers/ticket-comment'

// Tickets (domain §2 tickets/*; reference §2.7). Lists are not org-scoped: a user sees the tickets
// they applied for or are assigned to, across orgs; super admins see all.
const TICKETS = 'tickets'
const specFields = (key: string) => resourceSpecs.find((s) => s.resource === key)!.fields
/** TicketDisplaySerializer: a ticket's detail (approval_step, process_map, applicant), all read-only. */
const displayFields = resourceSpecs.find((s) => s.resource === TICKETS)!.writeFields!.map((f) => ({ ...f, ro: true, req: false }))
/**
 * What the typed serializers add for the requests the server opens itself (tickets/serializers/ticket/
 * login_confirm.py, login_asset_confirm.py, command_confirm.py): the related objects as ids, their
 * names in rel_snapshot; the asset of a command as text.
 */
const typedFields: Record<string, FieldSpec[]> = Object.fromEntries(
  Object.entries({
    login_confirm: ['apply_login_ip', 'apply_login_city', 'apply_login_datetime'],
    login_asset_confirm: ['apply_login_user', 'apply_login_asset', 'apply_login_system_user'],
    command_confirm: ['apply_run_user', 'apply_run_asset', 'apply_run_system_user', 'apply_run_command', 'apply_from_session', 'apply_from_cmd_filter', 'apply_from_cmd_filter_rule'],
  }).map(([type, names]) => [type, names.map((name) => ({ name, type: 'ReadOnlyField', ro: true }))]),
)

const visible = (ctx: Ctx) => {
  if (isSuperAdmin(ctx.user.id)) return undefined
  const me = ctx.user.id
  return (row: Row) => row.applicant === me || ((row.assignees as string[]) ?? []).includes(me) || ((row.all_assignees as string[]) ?? []).includes(me)
}

/** Related objects of a ticket as {id, name} (the display serializer's method fields). */
const named = (key: string, ids: unknown, field = 'name') => ((ids as string[]) ?? []).map((id) => ({ id, name: String(tableOf(key).get(id)?.[field] ?? id) }))

// The server's list items carry 11 keys (recorded-2.26.1 tickets.GET); the applicant is in rel_snapshot,
// the current assignees in process_map. Only the typed serializers name the related objects.
const serializeTicket = (row: Row, ctx: Pick<Ctx, 'lang'>) => {
  return {
    status_display: choiceName('status', row.status, ctx.lang),
    apply_assets: named('assets', row.apply_assets, 'hostname'),
    apply_nodes: named('nodes', row.apply_nodes, 'full_value'),
    apply_system_users: named('system users', row.apply_system_users),
    apply_applications: named('applications', row.apply_applications),
    // ActionsField reads back every choice the stored sum contains; the display is their names (a list).
    ...(Array.isArray(row.apply_actions) ? applyActions(row.apply_actions, ctx.lang) : {}),
  }
}
const applyActions = (stored: unknown[], lang: Lang) => {
  const actions = actionsOfSum(actionsSum(stored))
  return { apply_actions: actions, apply_actions_display: actions.map((a) => choiceName('actions', a, lang)) }
}

const ticketDef = (key: string, type?: string) =>
  defineResource(key, {
    model: 'Ticket',
    perm: { view: 'tickets.view_ticket', add: 'tickets.add_ticket', change: null, delete: null },
    table: () => tableOf(TICKETS),
    fields: specFields(key),
    ...(specFields(key).some((f) => f.name === 'process_map') ? {} : { detailFields: [...displayFields, ...(typedFields[type ?? ''] ?? [])] }),
    // The server's viewset lists POST in OPTIONS (its write serializer) though a create goes through open/.
    optionsOnly: ['POST'],
    scope: (ctx) => {
      const v = visible(ctx)
      return type ? (row: Row) => row.type === type && (!v || v(row)) : v
    },
    serialize: serializeTicket,
    filters: {
      // The current approval step's assignees (reference §2.7): the assigned-ticket badge.
      assignees__id: (v) => (row) => ((row.assignees as string[]) ?? []).includes(v),
      relevant_asset: (v) => (row) => JSON.stringify(row.rel_snapshot ?? {}).includes(v),
      relevant_app: (v) => (row) => JSON.stringify(row.rel_snapshot ?? {}).includes(v),
      relevant_system_user: (v) => (row) => JSON.stringify(row.rel_snapshot ?? {}).includes(v),
      relevant_command: (v) => (row) => JSON.stringify(row.rel_snapshot ?? {}).includes(v),
    },
  })

export const ticketResources = [
  ticketDef(TICKETS),
  ticketDef('apply asset tickets', 'apply_asset'),
  ticketDef('apply application tickets', 'apply_application'),
  ticketDef('apply login tickets', 'login_confirm'),
  ticketDef('apply login-asset tickets', 'login_asset_confirm'),
  ticketDef('apply command tickets', 'command_confirm'),
  defineResource('ticket flows', { model: 'TicketFlow', perm: 'tickets.ticketflow', serialize: serializeFlow }),
  defineResource('ticket comments', {
    model: 'Comment',
    perm: { view: 'tickets.view_ticket', add: 'tickets.view_ticket', change: null, delete: null },
    scope: (ctx) => {
      const ticket = ctx.url.searchParams.get('ticket_id')
      return (row: Row) => row.ticket === ticket
    },
    defaults: (ctx) => ({ ticket: ctx.url.searchParams.get('ticket_id'), user: ctx.user.id, user_display: `${ctx.user.name}(${ctx.user.username})` }),
  }),
]

type FlowRule = { level: number; strategy?: string; assignees?: string[] }

/**
 * A flow's rules as the server reads them (reference TSV, TicketFlowApproveSerializer): assignees is
 * write-only; assignees_read_only holds the custom users, assignees_display whoever the level resolves to.
 */
function serializeFlow(row: Row, ctx: Pick<Ctx, 'lang'>) {
  const rules = ((row.rules as FlowRule[]) ?? []).map((rule) => ({
    level: rule.level,
    strategy: rule.strategy,
    strategy_display: choiceName('strategy', rule.strategy, ctx.lang),
    assignees_read_only: rule.strategy === 'custom_user' ? (rule.assignees ?? []) : [],
    assignees_display: levelAssignees(rule, String(row.org_id)).map((id) => {
      const user = userById(id)
      return user ? `${user.name}(${user.username})` : id
    }),
  }))
  return { rules }
}

/** The flow of a ticket type in an org, else the general flow (domain §3 Ticket flow). */
function flowFor(type: string, orgId: string): { approval_level: number; rules: FlowRule[] } {
  const flows = tableOf('ticket flows').all()
  const flow = flows.find((f) => f.type === type && f.org_id === orgId) ?? flows.find((f) => f.type === 'general')
  return { approval_level: Number(flow?.approval_level ?? 1), rules: (flow?.rules as FlowRule[]) ?? [] }
}

const superAdmins = () => mock().db.user.getAll().filter((u) => isSuperAdmin(u.id)).map((u) => u.id)
const orgAdmins = (orgId: string) => [...membersOf(orgId)].filter((u) => bindingsOf(u).some((b) => b.scope === 'org' && b.org === orgId && b.role.name === 'OrgAdmin'))

/** The assignees of one level, by its strategy (domain §6: super admin, org admin, both, custom users). */
function levelAssignees(rule: FlowRule | undefined, orgId: string): string[] {
  switch (rule?.strategy) {
    case 'org_admin':
      return orgAdmins(orgId)
    case 'super_org_admin':
      return [...new Set([...superAdmins(), ...orgAdmins(orgId)])]
    case 'custom_user':
      return rule.assignees?.length ? rule.assignees : superAdmins()
    case 'super_admin':
      return superAdmins()
    default:
      return rule?.assignees?.length ? rule.assignees : superAdmins()
  }
}

const assigneesAt = (row: Row, level: number) => levelAssignees(flowFor(String(row.type), String(row.org_id)).rules.find((r) => r.level === level), String(row.org_id))
/** str(User) of each assignee: "Name(username)". */
const userStrs = (ids: string[]) => ids.map((a) => { const u = userById(a); return u ? `${u.name}(${u.username})` : a })

/** An approved request becomes a permission for the applicant (from_ticket, reference: apply_* fields). */
function grant(row: Row) {
  const days = Number(mock().settings.TICKET_AUTHORIZE_DEFAULT_TIME ?? 7)
  const now = Date.now()
  const common = {
    id: randomId(), org_id: row.org_id, name: `${String(row.title).slice(0, 100)}(${String(row.serial_num)})`, is_active: true, from_ticket: true, users: [row.applicant], user_groups: [],
    system_users: row.apply_system_users ?? [], actions: row.apply_actions ?? ['all'], created_by: 'ticket', date_created: serverDate(new Date(now)),
    date_start: row.apply_date_start ?? serverDate(new Date(now)), date_expired: row.apply_date_expired ?? serverDate(new Date(now + days * 86_400_000)), comment: '',
  }
  if (row.type === 'apply_asset') {
    const perm = tableOf('asset permissions').insert({ ...common, assets: row.apply_assets ?? [], nodes: row.apply_nodes ?? [] })
    ;((perm.assets as string[]) ?? []).forEach((a) => tableOf('asset permission-Asset relations').insert({ id: nextIntegerId(tableOf('asset permission-Asset relations').all()), org_id: row.org_id, asset: a, assetpermission: perm.id }))
    tableOf('asset permission-User relations').insert({ id: nextIntegerId(tableOf('asset permission-User relations').all()), org_id: row.org_id, user: row.applicant, assetpermission: perm.id })
  } else if (row.type === 'apply_application') {
    tableOf('application permissions').insert({ ...common, category: row.apply_category, type: row.apply_type, applications: row.apply_applications ?? [] })
  }
}

/** The names of what was asked, as the server keeps them at open/ (recorded: "web-01(10.0.0.11)", "root-ssh(root)"). */
/**
 * Ticket.set_rel_snapshot: str() of each related object of the ticket's type, the applicant's too (apply_asset:
 * assets "host(ip)", nodes' full values, system users "name(username)"; apply_application: applications
 * "name(Type)[Category]"). Other types are opened by the components with relations the mock does not keep.
 */
function snapshotOf(body: Record<string, unknown>, user: { name?: unknown; username?: unknown }, type: string) {
  const names = (table: string, ids: unknown, name: (r: Row) => string) => (Array.isArray(ids) ? ids.map((id) => tableOf(table).get(String(id))).filter(Boolean).map((r) => name(r!)) : [])
  const applicant = `${String(user.name)}(${String(user.username)})`
  const systemUsers = names('system users', body.apply_system_users, (r) => `${String(r.name)}(${String(r.username ?? '')})`)
  if (type === 'apply_application') {
    const app = (r: Row) => `${String(r.name)}(${choiceName('type', r.type, 'en')})[${choiceName('category', r.category, 'en')}]`
    return { applicant, apply_applications: names('applications', body.apply_applications, app), apply_system_users: systemUsers }
  }
  if (type !== 'apply_asset') return { applicant }
  return {
    applicant,
    apply_assets: names('assets', body.apply_assets, (r) => `${String(r.hostname)}(${String(r.ip)})`),
    apply_nodes: names('nodes', body.apply_nodes, (r) => String(r.full_value ?? r.value)),
    apply_system_users: systemUsers,
  }
}

/** The comment the server writes on a change of state, as the user it names. */
function stateComment(ticket: string, userId: string, state: string, lang: Lang) {
  const user = userById(userId)
  const name = user ? `${user.name}(${user.username})` : ''
  const now = serverDate(new Date())
  tableOf('ticket comments').insert({ id: randomId(), ticket, user: userId, user_display: name, body: stateCommentBody(name, state, lang), date_created: now, date_updated: now })
}

const denied = () => HttpResponse.json({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }, { status: 403 })

/**
 * Approve, reject or close (reference §2.7: each answers "ok"). Approving a level with a next level
 * moves the ticket on to that level's assignees; approving the last one grants the request.
 */
function transition(ctx: AuthedContext, id: string, action: 'approve' | 'reject' | 'close', body: Record<string, unknown> = {}) {
  const row = tableOf(TICKETS).get(id)
  if (!row) return objectNotFound('Ticket')
  const me = ctx.user.id
  const assigned = ((row.assignees as string[]) ?? []).includes(me)
  if (action === 'close' ? row.applicant !== me && !assigned && !isSuperAdmin(me) : !assigned) return denied()
  if (row.status === 'closed') return HttpResponse.json({ detail: 'Ticket already closed', code: 'error' }, { status: 400 })
  const at = new Date()
  const now = serverDate(at)
  const step = Number(row.approval_step ?? 1)
  // Ticket.process_map: the assignee who acted; a closed step names the applicant.
  const applicant = userById(String(row.applicant))
  const processor = action === 'close'
    ? { processor: String(row.applicant ?? ''), processor_display: applicant ? `${applicant.name}(${applicant.username})` : '', approval_date: pythonUtcString(at) }
    : { processor: me, processor_display: `${ctx.user.name}(${ctx.user.username})`, approval_date: pythonUtcString(at) }
  const map = ((row.process_map as Record<string, unknown>[]) ?? []).map((p) => (Number(p.approval_level) === step ? { ...p, ...processor, state: { approve: 'approved', reject: 'rejected', close: 'closed' }[action] } : p))
  // The approver may narrow what is granted (PATCH approve with apply_* fields).
  const edits = Object.fromEntries(Object.entries(body).filter(([k]) => k.startsWith('apply_')))
  if (action === 'approve' && step < flowFor(String(row.type), String(row.org_id)).approval_level) {
    const next = assigneesAt(row, step + 1)
    stateComment(id, me, 'approved', ctx.lang)
    tableOf(TICKETS).update(id, { ...edits, approval_step: step + 1, assignees: next, all_assignees: [...new Set([...((row.all_assignees as string[]) ?? []), ...next])], date_updated: now, process_map: [...map, pendingStep(step + 1, next, userStrs(next), at)] })
    return HttpResponse.json('ok')
  }
  const state = { approve: 'approved', reject: 'rejected', close: 'closed' }[action]
  stateComment(id, action === 'close' ? String(row.applicant ?? '') : me, state, ctx.lang)
  const updated = tableOf(TICKETS).update(id, { ...edits, status: 'closed', state, assignees: [], date_updated: now, process_map: map })
  if (action === 'approve' && updated) grant(updated)
  return HttpResponse.json('ok')
}

const bodyOf = async (request: Request) => (await request.json().catch(() => ({}))) as Record<string, unknown>

/**
 * A PUT (not partial) approval on a request route validates its whole ApproveAssetSerializer or
 * ApproveApplicationSerializer: the organisation (TicketApplySerializer.org_id) and the actions are required,
 * and an application's category and type; JumpServer's console sends a PATCH. The generic tickets/ route reads nothing.
 */
const REQUIRED_ON_PUT: Record<string, string[]> = {
  'apply-asset-tickets': ['org_id', 'apply_actions'],
  'apply-app-tickets': ['org_id', 'apply_category', 'apply_type', 'apply_actions'],
}
function missingOnPut(path: string, body: Record<string, unknown>) {
  const missing = (REQUIRED_ON_PUT[path] ?? []).filter((name) => body[name] === undefined)
  return missing.length ? HttpResponse.json(Object.fromEntries(missing.map((name) => [name, ['This field is required.']])), { status: 400 }) : null
}

/**
 * BaseApplyAssetApplicationSerializer.validate turns a request's dates into wall-clock text in the request's time
 * zone (X-TZ, which the middleware activates) and the model stores that text in the server's zone (UTC here): a
 * client in another zone has its dates shifted by the difference. Without X-TZ they are stored as sent.
 */
function datesAsStored(body: Record<string, unknown>, request: Request): Record<string, unknown> {
  const zone = request.headers.get('x-tz')
  if (!zone) return body
  const out = { ...body }
  for (const key of ['apply_date_start', 'apply_date_expired']) {
    const at = typeof body[key] === 'string' ? (parseServerDate(body[key]) ?? new Date(body[key])) : null
    if (!at || Number.isNaN(at.getTime())) continue
    try {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
          .formatToParts(at)
          .map((p) => [p.type, Number(p.value)]),
      )
      out[key] = serverDate(new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)))
    } catch {
      // An unknown zone is not activated: the dates are stored as sent.
    }
  }
  return out
}

const ticketPaths = ['tickets', 'apply-asset-tickets', 'apply-app-tickets', 'apply-login-tickets', 'apply-login-asset-tickets', 'apply-command-tickets']

export const ticketHandlers = ticketPaths.flatMap((p) => [
  http.post(`*/api/v1/tickets/${p}/open/`, authed('tickets.add_ticket', async ({ request, user, org, lang }) => {
    const body = datesAsStored((await request.json().catch(() => ({}))) as Record<string, unknown>, request)
    const type = String(body.type ?? (p === 'apply-asset-tickets' ? 'apply_asset' : p === 'apply-app-tickets' ? 'apply_application' : 'apply_asset'))
    if (!body.title) return HttpResponse.json({ title: ['This field is required.'] }, { status: 400 })
    const now = serverDate(new Date())
    const assignees = levelAssignees(flowFor(type, org.id).rules.find((r) => r.level === 1), org.id)
    const serial = String(tableOf(TICKETS).all().length + 1).padStart(4, '0')
    const row = tableOf(TICKETS).insert({
      ...body, id: randomId(), title: String(body.title), type, status: 'open', state: 'pending', approval_step: 1, applicant: user.id,
      assignees, all_assignees: assignees, serial_num: `${now.slice(0, 10).replace(/\//g, '')}${serial}`, org_id: org.id, rel_snapshot: snapshotOf(body, user, type),
      comment: String(body.comment ?? ''), date_created: now, date_updated: now,
      process_map: [pendingStep(1, assignees, userStrs(assignees), new Date())],
    })
    stateComment(String(row.id), user.id, 'pending', lang)
    return HttpResponse.json({ ...row, ...serializeTicket(row, { lang }) }, { status: 201 })
  })),
  http.put(`*/api/v1/tickets/${p}/:id/approve/`, authed('tickets.view_ticket', async (ctx) => {
    const body = datesAsStored(await bodyOf(ctx.request), ctx.request)
    return missingOnPut(p, body) ?? transition(ctx, String(ctx.params.id), 'approve', body)
  })),
  http.patch(`*/api/v1/tickets/${p}/:id/approve/`, authed('tickets.view_ticket', async (ctx) => transition(ctx, String(ctx.params.id), 'approve', datesAsStored(await bodyOf(ctx.request), ctx.request)))),
  http.put(`*/api/v1/tickets/${p}/:id/reject/`, authed('tickets.view_ticket', (ctx) => transition(ctx, String(ctx.params.id), 'reject'))),
  http.put(`*/api/v1/tickets/${p}/:id/close/`, authed('tickets.view_ticket', (ctx) => transition(ctx, String(ctx.params.id), 'close'))),
])

/** The match actions the apply forms read (reference: system-users and applications suggestions/, match). */
const suggestions = (key: string, perm: string, text: (r: Row) => string, keep: (r: Row, url: URL) => boolean = () => true) =>
  http.get(`*/api/v1/${key === 'system users' ? 'assets/system-users' : 'applications/applications'}/suggestions/`, authed(perm, ({ request, org }) => {
    const url = new URL(request.url)
    const q = (url.searchParams.get('search') ?? '').toLowerCase()
    return HttpResponse.json(tableOf(key).all().filter((r) => (org.id === ROOT_ORG_ID || r.org_id === org.id) && keep(r, url) && text(r).toLowerCase().includes(q)).slice(0, 10))
  }))

export const ticketApplyHandlers = [
  suggestions('system users', 'assets.view_systemuser|assets.match_systemuser', (r) => String(r.name)),
  suggestions('applications', 'applications.view_application|applications.match_application', (r) => String(r.name), (r, url) => !url.searchParams.get('category') || r.category === url.searchParams.get('category')),
]
