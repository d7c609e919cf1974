import { http, HttpResponse } from 'msw'
import { orgRef } from '../access'
import { authed, sessionOf, type User } from '../auth'
import { usersTable } from '../indexes'
import { notAuthenticated } from '../lib/responses'
import { openSettingKeys } from '../seed/settings'
import { serializeProfile } from '../serializers/user'
import { mock } from '../state'

// The shared calls of shell §7 that every page needs: settings, profile, current org.
export const coreHandlers = [
  http.get('*/api/v1/settings/public/open/', () => {
    const { settings } = mock()
    return HttpResponse.json(Object.fromEntries(openSettingKeys.map((k) => [k, settings[k]])))
  }),

  http.get('*/api/v1/settings/public/', ({ cookies }) => {
    if (!sessionOf(cookies)) return notAuthenticated()
    return HttpResponse.json(mock().settings)
  }),

  http.get('*/api/v1/users/profile/', authed(null, ({ user, request, cookies }) => HttpResponse.json(serializeProfile(user, request, cookies)))),

  // PUT and PATCH alike: only the writable profile fields of reference §2.1 are stored.
  ...(['put', 'patch'] as const).map((method) =>
    http[method](
      '*/api/v1/users/profile/',
      authed(null, async ({ user, request, cookies }) => {
        const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
        const writable = ['wechat', 'phone', 'mfa_level', 'need_update_password', 'is_first_login', 'comment', 'is_service_account'] as const
        const data = Object.fromEntries(writable.filter((k) => k in body).map((k) => [k, body[k]]))
        if ('mfa_level' in data && ![0, 1].includes(Number(data.mfa_level))) {
          return HttpResponse.json({ mfa_level: [`"${String(data.mfa_level)}" is not a valid choice.`] }, { status: 400 })
        }
        if ('phone' in data && String(data.phone ?? '').length > 20) {
          return HttpResponse.json({ phone: ['Ensure this field has no more than 20 characters.'] }, { status: 400 })
        }
        const updated = usersTable().update(user.id, data as never) as User
        return HttpResponse.json(serializeProfile(updated, request, cookies))
      }),
    ),
  ),

  http.get(
    '*/api/v1/orgs/orgs/current/',
    authed(null, ({ org }) => {
      const row = mock().db.organization.findFirst({ where: { id: { equals: org.id } } })
      return HttpResponse.json({ ...orgRef(org.id), comment: row?.comment ?? '' })
    }),
  ),
]
