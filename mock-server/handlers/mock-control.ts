import { http, HttpResponse, delay } from 'msw'
import { userByUsername } from '../store/lookups'
import { dropSockets, publishUnread } from '../live/site-message-feed'
import { serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { mock, resetMock, type FailRule } from '../store/live-state'

// Test control, mock only (ARCHITECTURE.md contracts). Never part of the real API.
const matchesRule = (rule: FailRule, request: Request) => {
  const path = new URL(request.url).pathname
  const pathMatches = rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path
  return pathMatches && (rule.method === '*' || rule.method.toUpperCase() === request.method)
}

/** Runs first: answers a request that a /__mock/fail rule names, else lets it through. */
export const failInjection = http.all('*', async ({ request }) => {
  const path = new URL(request.url).pathname
  if (path.startsWith('/__mock/')) return undefined
  const state = mock()
  const rule = state.failRules.find((r) => r.times > 0 && matchesRule(r, request))
  if (!rule) return undefined
  rule.times -= 1
  if (rule.delayMs) await delay(rule.delayMs)
  if (rule.status === 0) return HttpResponse.error()
  return rule.body === undefined
    ? new HttpResponse(null, { status: rule.status })
    : HttpResponse.json(rule.body as Record<string, unknown>, { status: rule.status })
})

export const controlHandlers = [
  http.post('*/__mock/reset', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { scale?: number }
    resetMock(body.scale ? { scale: body.scale } : undefined)
    return HttpResponse.json({ detail: 'reset' })
  }),

  http.patch('*/__mock/settings', async ({ request }) => {
    const patch = (await request.json().catch(() => ({}))) as Record<string, unknown>
    const { settings } = mock()
    for (const [key, value] of Object.entries(patch)) {
      const current = (settings as Record<string, unknown>)[key]
      ;(settings as Record<string, unknown>)[key] =
        current && typeof current === 'object' && value && typeof value === 'object' && !Array.isArray(value)
          ? { ...current, ...value }
          : value
    }
    return HttpResponse.json(settings)
  }),

  http.patch('*/__mock/licence', async ({ request }) => {
    const patch = (await request.json().catch(() => ({}))) as Record<string, unknown>
    Object.assign(mock().licence, patch)
    return HttpResponse.json(mock().licence)
  }),

  http.post('*/__mock/fail', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Partial<FailRule> | null
    if (!body?.path || body.status === undefined) {
      return HttpResponse.json({ error: 'path and status are required' }, { status: 400 })
    }
    mock().failRules.push({ method: body.method ?? '*', path: body.path, status: body.status, body: body.body, delayMs: body.delayMs, times: body.times ?? 1 })
    return HttpResponse.json({ detail: 'ok' }, { status: 201 })
  }),

  http.post('*/__mock/site-messages', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { username?: string; subject?: string; message?: string; daysAgo?: number }
    const { db } = mock()
    const user = userByUsername(body.username ?? '')
    if (!user) return HttpResponse.json({ error: 'unknown username' }, { status: 400 })
    const msg = db.siteMessage.create({
      id: randomId(),
      user: user.id,
      subject: body.subject ?? 'Message',
      message: body.message ?? '',
      has_read: false,
      read_at: null,
      date_created: serverDate(new Date(Date.now() - (body.daysAgo ?? 0) * 86_400_000)),
      sender: '',
    })
    publishUnread(user.id)
    return HttpResponse.json({ id: msg.id }, { status: 201 })
  }),

  // Moves a user's sign-ins back in time: the confirm API's re-login limit (5 minutes, domain §9) reads it.
  http.post('*/__mock/sessions/age', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { username?: string; seconds?: number }
    const user = userByUsername(body.username ?? '')
    if (!user || typeof body.seconds !== 'number') return HttpResponse.json({ error: 'username and seconds are required' }, { status: 400 })
    let aged = 0
    for (const session of mock().sessions.values()) {
      if (session.userId !== user.id) continue
      session.loginAt = Date.now() - body.seconds * 1000
      aged += 1
    }
    return HttpResponse.json({ aged })
  }),

  http.post('*/__mock/sockets/drop', () => HttpResponse.json({ dropped: dropSockets() })),
]
