import { http, HttpResponse } from 'msw'
import { MFA_TEST_CODE } from '../../fixtures/personas'
import { authed, COOKIE, sessionOf } from '../session/sessions'
import { CONFIRM_LEVEL, confirmFirst, mfaUsable, requiredConfirm, type ConfirmType } from '../session/secret-confirm'
import { decryptField } from '../drf/crypto'
import { userByUsername } from '../store/lookups'
import { mock } from '../store/live-state'

// The confirm API and MFA challenge calls (reference §2.4, §2.5; shell §4 confirmation dialog).
const ORDER: ConfirmType[] = ['relogin', 'password', 'mfa']
const RELOGIN_WINDOW_MS = 5 * 60_000

export const confirmHandlers = [
  http.get('*/api/v1/authentication/confirm/', authed(null, ({ request, user }) => {
    const wanted = new URL(request.url).searchParams.get('confirm_type') as ConfirmType | null
    if (!wanted || !ORDER.includes(wanted)) return HttpResponse.json({ error: 'Server internal error' }, { status: 500 })
    // Every type at or above the requested one, highest first; the mock steps down from what the user
    // cannot use (mfa to password, password to relogin) as secret views do (session/secret-confirm.ts).
    const candidates = ORDER.slice(ORDER.indexOf(requiredConfirm(user, wanted))).reverse()
    for (const type of candidates) {
      if (type === 'mfa' && mfaUsable(user)) {
        return HttpResponse.json({ confirm_type: 'mfa', content: [
          { name: 'otp', disabled: !user.otp_bound, display_name: 'OTP', placeholder: 'OTP verification code' },
          { name: 'sms', disabled: !user.phone, display_name: 'SMS', placeholder: 'SMS verification code' },
        ] })
      }
      if (type === 'password' && user.source === 'local') return HttpResponse.json({ confirm_type: 'password', content: '' })
      if (type === 'relogin') return HttpResponse.json({ confirm_type: 'relogin', content: '' })
    }
    return HttpResponse.json({ error: 'This action require verify your MFA' }, { status: 404 })
  })),
  http.post('*/api/v1/authentication/confirm/', authed(null, async ({ request, user, session }) => {
    const body = (await request.json().catch(() => ({}))) as { confirm_type?: ConfirmType; mfa_type?: string; secret_key?: string }
    const type = body.confirm_type
    if (!type || !ORDER.includes(type)) return HttpResponse.json({ confirm_type: ['This field is required.'] }, { status: 400 })
    const secret = String(decryptField(body.secret_key ?? '') ?? '')
    if (type === 'mfa' && secret !== MFA_TEST_CODE) return HttpResponse.json({ error: 'MFA code invalid, or ntp sync server time' }, { status: 400 })
    if (type === 'password' && secret !== user.password) return HttpResponse.json({ error: 'Password invalid' }, { status: 400 })
    if (type === 'relogin' && Date.now() - session.loginAt > RELOGIN_WINDOW_MS) return HttpResponse.json({ error: 'Login time has exceeded 5 minutes, please login again' }, { status: 400 })
    session.confirmLevel = CONFIRM_LEVEL[type]
    session.confirmTime = Date.now()
    return HttpResponse.json('ok')
  })),
  http.get('*/api/v1/authentication/confirm-oauth/', authed(null, ({ session, user }) => confirmFirst(session, user, 'relogin') ?? HttpResponse.json('ok'))),

  // AllowAny: the user comes from ?username or the login session (reference §2.5).
  ...['select', 'send-code'].map((path) => http.post(`*/api/v1/authentication/mfa/${path}/`, async ({ request, cookies }) => {
    const body = (await request.json().catch(() => ({}))) as { type?: string; username?: string }
    const user = body.username ? userByUsername(body.username) : (sessionOf(cookies)?.user ?? mock().db.user.getAll().find((u) => u.id === mock().sessions.get(cookies[COOKIE.session] ?? '')?.userId))
    if (body.username && !user) return HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 })
    if (body.type !== 'sms') return HttpResponse.json({ error: `Current user not support mfa type: ${body.type ?? ''}` }, { status: 400 })
    return HttpResponse.json(body.username ? { type: body.type, username: body.username } : { type: body.type }, { status: 201 })
  })),
  ...['verify', 'challenge'].map((path) => http.post(`*/api/v1/authentication/mfa/${path}/`, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { type?: string; code?: string }
    return body.code === MFA_TEST_CODE ? HttpResponse.json({ msg: 'ok' }) : HttpResponse.json({ error: 'MFA code invalid', msg: 'MFA code invalid' }, { status: 400 })
  })),
]
