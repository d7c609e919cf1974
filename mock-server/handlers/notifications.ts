import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { objectNotFound } from '../drf/errors'
import { publishUnread } from '../live/site-message-feed'
import { defineResource, type Row } from '../drf/resource'
import { mock, tableOf } from '../store/live-state'
import { choiceName } from '../i18n'

const SUBSCRIPTIONS = 'system message subscriptions'

// Site messages (reference §2.6, shell §7): the current user's only, newest first.
type Msg = ReturnType<ReturnType<typeof mock>['db']['siteMessage']['getAll']>[number]
const wire = (m: Msg) => ({ id: m.id, subject: m.subject, message: m.message, has_read: m.has_read, read_at: m.read_at, date_created: m.date_created, date_updated: m.read_at ?? m.date_created, sender: m.sender })
const mine = (userId: string) => mock().db.siteMessage.getAll().filter((m) => m.user === userId).sort((a, b) => (a.date_created < b.date_created ? 1 : -1))

export const notificationResources = [
  // The list and its actions are hand-written below; this definition answers their OPTIONS (recorded-2.26.1).
  defineResource('site messages', { model: 'SiteMessage', perm: { view: null, add: null, change: null, delete: null } }),
  // The category's and each message type's names are the server's words in the request's language.
  defineResource('system message subscriptions', {
    model: 'SystemMsgSubscription',
    perm: { view: 'settings.view_setting', add: null, change: 'settings.change_systemmsgsubscription', delete: null },
    serialize: (row, ctx) => ({
      category_label: choiceName('category', row.category, ctx.lang, SUBSCRIPTIONS),
      children: ((row.children as Row[] | undefined) ?? []).map((c) => ({ ...c, message_type_label: choiceName('message_type', c.message_type, ctx.lang, SUBSCRIPTIONS) })),
    }),
  }),
  defineResource('user message subscriptions', { model: 'UserMsgSubscription', perm: { view: null, add: null, change: null, delete: null }, scope: (ctx) => (r: Row) => r.user_id === ctx.user.id }),
]

export const notificationHandlers = [
  // The detail key of a system subscription is its message type (reference TSV notes): the child of a category row.
  ...(['put', 'patch'] as const).map((method) => http[method]('*/api/v1/notifications/system-msg-subscription/:type/', authed('settings.change_systemmsgsubscription', async ({ request, params, lang }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
    const table = tableOf('system message subscriptions')
    for (const row of table.all()) {
      const children = (row.children as Row[] | undefined) ?? []
      const child = children.find((c) => c.message_type === params.type)
      if (!child) continue
      for (const key of ['users', 'groups', 'receive_backends'] as const) if (Array.isArray(body[key])) child[key] = body[key]
      table.update(String(row.id), { children: [...children] })
      return HttpResponse.json({ ...child, message_type_label: choiceName('message_type', child.message_type, lang, SUBSCRIPTIONS) })
    }
    return objectNotFound('SystemMsgSubscription')
  }))),
  http.get('*/api/v1/notifications/site-message/', authed(null, ({ request, user }) => {
    const url = new URL(request.url)
    const hasRead = url.searchParams.get('has_read')
    const rows = mine(user.id).filter((m) => hasRead === null || hasRead === '' || String(m.has_read) === hasRead)
    const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10)
    if (!Number.isFinite(limit) || limit <= 0) return HttpResponse.json(rows.map(wire))
    const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0) || 0)
    const link = (o: number) => { const u = new URL(url); u.searchParams.set('offset', String(o)); return u.toString() }
    return HttpResponse.json({ count: rows.length, next: offset + limit < rows.length ? link(offset + limit) : null, previous: offset > 0 ? link(Math.max(0, offset - limit)) : null, results: rows.slice(offset, offset + limit).map(wire) })
  })),
  http.get('*/api/v1/notifications/site-message/unread-total/', authed(null, ({ user }) => HttpResponse.json({ total: mine(user.id).filter((m) => !m.has_read).length }))),
  http.patch('*/api/v1/notifications/site-message/mark-as-read/', authed(null, async ({ request, user }) => {
    const body = (await request.json().catch(() => ({}))) as { ids?: string[] }
    const now = serverDate(new Date())
    for (const id of body.ids ?? []) mock().db.siteMessage.update({ where: { id: { equals: id }, user: { equals: user.id } }, data: { has_read: true, read_at: now } })
    publishUnread(user.id)
    return HttpResponse.json({ detail: 'ok' })
  })),
  http.patch('*/api/v1/notifications/site-message/mark-as-read-all/', authed(null, ({ user }) => {
    mock().db.siteMessage.updateMany({ where: { user: { equals: user.id }, has_read: { equals: false } }, data: { has_read: true, read_at: serverDate(new Date()) } })
    publishUnread(user.id)
    return HttpResponse.json({ detail: 'ok' })
  })),
  http.post('*/api/v1/notifications/site-message/send/', authed('notifications.add_sitemessage|settings.change_systemmsgsubscription', async ({ request, user }) => {
    const body = (await request.json().catch(() => ({}))) as { subject?: string; message?: string; user_ids?: string[]; group_ids?: string[]; is_broadcast?: boolean }
    const targets = new Set(body.is_broadcast ? mock().db.user.getAll().map((u) => u.id) : body.user_ids ?? [])
    for (const g of body.group_ids ?? []) ((tableOf('user groups').get(g)?.users as string[]) ?? []).forEach((u) => targets.add(u))
    for (const id of targets) {
      mock().db.siteMessage.create({ id: randomId(), user: id, subject: body.subject ?? '', message: body.message ?? '', has_read: false, read_at: null, date_created: serverDate(new Date()), sender: `${user.name}(${user.username})` })
      publishUnread(id)
    }
    return HttpResponse.json({ detail: 'ok' })
  })),
  http.get('*/api/v1/notifications/site-message/:id/', authed(null, ({ params, user }) => {
    const m = mine(user.id).find((x) => x.id === params.id)
    return m ? HttpResponse.json(wire(m)) : objectNotFound('SiteMessage')
  })),
]
