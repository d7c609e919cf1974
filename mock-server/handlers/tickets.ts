import { http, HttpResponse } from 'msw'
import { authed, type AuthedContext } from '../auth'
import { userById } from '../indexes'
import { isSuperAdmin } from '../access'
import { serverDate } from '../lib/dates'
import { randomId } from '../lib/ids'
import { objectNotFound } from '../lib/responses'
import { defineResource, type Ctx, type Row } from '../resource'
import { mock, tableOf } from '../state'
import { resourceSpecs } from '../catalogue/resources.generated'

// Tickets (domain §2 tickets/*; reference §2.7). Lists are not org-scoped: a user sees the tickets
// they applied for or are assigned to, across orgs; super admins see all.
const TICKETS = 'tickets'
const detailFields = resourceSpecs.find((s) => s.resource === 'apply asset tickets')!.fields
const extraFields = [
  { name: 'applicant_display', type: 'ReadOnlyField', ro: true },
  { name: 'state_display', type: 'ReadOnlyField', ro: true },
  { name: 'assignees', type: 'PrimaryKeyRelatedField', many: true, ro: true },
]
const ticketFields = [...detailFields.filter((f) => !f.name.startsWith('apply_') || f.name === 'apply_actions'), ...extraFields].map((f) => ({ ...f, ro: true, req: false }))

const visible = (ctx: Ctx) => {
  if (isSuperAdmin(ctx.user.id)) return undefined
  const me = ctx.user.id
  return (row: Row) => row.applicant === me || ((row.assignees as string[]) ?? []).includes(me) || ((row.all_assignees as string[]) ?? []).includes(me)
}

const serializeTicket = (row: Row) => {
  const applicant = userById(String(row.applicant))
  return { applicant_display: applicant ? `${applicant.name}(${applicant.username})` : '', state_display: { pending: 'Open', approved: 'Approved', rejected: 'Rejected', closed: 'Closed', reopen: 'Reopen' }[String(row.state)] ?? row.state }
}

const ticketDef = (key: string, type?: string) =>
  defineResource(key, {
    model: 'Ticket',
    perm: { view: 'tickets.view_ticket', add: 'tickets.add_ticket', change: null, delete: null },
    table: () => tableOf(TICKETS),
    fields: ticketFields,
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
  defineResource('ticket flows', { model: 'TicketFlow', perm: 'tickets.ticketflow' }),
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

/** Approvers of a new ticket: the flow's first level, else the super admins. */
function firstAssignees(type: string, orgId: string): string[] {
  const flow = tableOf('ticket flows').all().find((f) => f.type === type && f.org_id === orgId) ?? tableOf('ticket flows').all().find((f) => f.type === 'general')
  const rule = ((flow?.rules as { level: number; assignees?: string[] }[]) ?? []).find((r) => r.level === 1)
  if (rule?.assignees?.length) return rule.assignees
  return mock().db.user.getAll().filter((u) => isSuperAdmin(u.id)).map((u) => u.id)
}

function transition(ctx: AuthedContext, id: string, action: 'approve' | 'reject' | 'close') {
  const row = tableOf(TICKETS).get(id)
  if (!row) return objectNotFound('Ticket')
  const me = ctx.user.id
  const assigned = ((row.assignees as string[]) ?? []).includes(me) || isSuperAdmin(me)
  if (action === 'close' ? row.applicant !== me && !assigned : !assigned) {
    return HttpResponse.json({ detail: 'You do not have permission to perform this action.', code: 'permission_denied' }, { status: 403 })
  }
  if (row.status === 'closed') return HttpResponse.json({ detail: 'Ticket already closed', code: 'error' }, { status: 400 })
  const state = { approve: 'approved', reject: 'rejected', close: 'closed' }[action]
  tableOf(TICKETS).update(id, { status: 'closed', state, date_updated: serverDate(new Date()), process_map: [...((row.process_map as unknown[]) ?? []), { approval_level: 1, state, processor: me, processor_display: `${ctx.user.name}(${ctx.user.username})`, approval_date: serverDate(new Date()) }] })
  return HttpResponse.json('ok')
}

const ticketPaths = ['tickets', 'apply-asset-tickets', 'apply-app-tickets', 'apply-login-tickets', 'apply-login-asset-tickets', 'apply-command-tickets']

export const ticketHandlers = ticketPaths.flatMap((p) => [
  http.post(`*/api/v1/tickets/${p}/open/`, authed('tickets.add_ticket', async ({ request, user, org }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
    const type = String(body.type ?? (p === 'apply-asset-tickets' ? 'apply_asset' : p === 'apply-app-tickets' ? 'apply_application' : 'apply_asset'))
    if (!body.title) return HttpResponse.json({ title: ['This field is required.'] }, { status: 400 })
    const now = serverDate(new Date())
    const assignees = firstAssignees(type, org.id)
    const serial = String(tableOf(TICKETS).all().length + 1).padStart(4, '0')
    const row = tableOf(TICKETS).insert({
      ...body, id: randomId(), title: String(body.title), type, status: 'open', state: 'pending', approval_step: 1, applicant: user.id,
      assignees, all_assignees: assignees, serial_num: `${now.slice(0, 10).replace(/\//g, '')}${serial}`, org_id: org.id, rel_snapshot: {},
      comment: String(body.comment ?? ''), date_created: now, date_updated: now,
      process_map: [{ approval_level: 1, state: 'notified', assignees, assignees_display: assignees.map((a) => userById(a)?.username ?? a) }],
    })
    return HttpResponse.json({ ...row, ...serializeTicket(row) }, { status: 201 })
  })),
  http.put(`*/api/v1/tickets/${p}/:id/approve/`, authed('tickets.view_ticket', (ctx) => transition(ctx, String(ctx.params.id), 'approve'))),
  http.patch(`*/api/v1/tickets/${p}/:id/approve/`, authed('tickets.view_ticket', (ctx) => transition(ctx, String(ctx.params.id), 'approve'))),
  http.put(`*/api/v1/tickets/${p}/:id/reject/`, authed('tickets.view_ticket', (ctx) => transition(ctx, String(ctx.params.id), 'reject'))),
  http.put(`*/api/v1/tickets/${p}/:id/close/`, authed('tickets.view_ticket', (ctx) => transition(ctx, String(ctx.params.id), 'close'))),
])
