import { http, HttpResponse } from 'msw'
import { orgRef } from '../session/org-access'
import { authed, sessionOf, type User } from '../session/sessions'
import { usersTable } from '../store/lookups'
import { notAuthenticated } from '../drf/errors'
import { openSettingKeys } from '../seed/settings'
import { phoneErrors, serializeProfile } from '../serializers/user'
import { decryptField } from '../drf/crypto'
import { isSshPublicKey, publicKeyComment, publicKeyHashMd5 } from '../drf/ssh-keys'
import { mock } from '../store/live-state'

/** The server's check_password_rules over the public PASSWORD_RULE (domain §5). */
const publicKeyFacts = (key: string | undefined) => ({ public_key_comment: publicKeyComment(key), public_key_hash_md5: publicKeyHashMd5(key) })

function meetsPasswordRules(password: string, rule: Record<string, unknown>): boolean {
  if (password.length < Number(rule.SECURITY_PASSWORD_MIN_LENGTH ?? 6)) return false
  if (rule.SECURITY_PASSWORD_UPPER_CASE && !/[A-Z]/.test(password)) return false
  if (rule.SECURITY_PASSWORD_LOWER_CASE && !/[a-z]/.test(password)) return false
  if (rule.SECURITY_PASSWORD_NUMBER && !/\d/.test(password)) return false
  if (rule.SECURITY_PASSWORD_SPECIAL_CHAR && !/[^A-Za-z0-9]/.test(password)) return false
  return true
}

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
        const phone = phoneErrors(data.phone)
        if (phone) return HttpResponse.json({ phone }, { status: 400 })
        const updated = usersTable().update(user.id, data as never) as User
        return HttpResponse.json(serializeProfile(updated, request, cookies))
      }),
    ),
  ),

  // The profile's password (UserUpdatePasswordSerializer): the old one, the security settings' rules
  // (PASSWORD_RULE, domain §5), the two new ones equal.
  http.put('*/api/v1/users/profile/password/', authed(null, async ({ user, request }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
    const [old, next, again] = ['old_password', 'new_password', 'new_password_again'].map((k) => String(decryptField(body[k]) ?? ''))
    if (old !== user.password) return HttpResponse.json({ old_password: ['The old password is incorrect'] }, { status: 400 })
    if (!meetsPasswordRules(next, mock().settings.PASSWORD_RULE)) return HttpResponse.json({ new_password: ['* Your password does not meet the requirements'] }, { status: 400 })
    if (next !== again) return HttpResponse.json({ new_password_again: ['The newly set password is inconsistent'] }, { status: 400 })
    usersTable().update(user.id, { password: next, date_password_last_updated: new Date().toISOString() } as never)
    return HttpResponse.json({})
  })),
  // UserPublicKeyApi (UserUpdatePublicKeySerializer): the key is required and must parse (validate_ssh_public_key);
  // the answer is its comment and MD5, never the key.
  http.put('*/api/v1/users/profile/public-key/', authed(null, async ({ user, request }) => {
    const body = (await request.json().catch(() => ({}))) as { public_key?: unknown }
    if (body.public_key === undefined) return HttpResponse.json({ public_key: ['This field is required.'] }, { status: 400 })
    const key = String(body.public_key ?? '')
    if (!isSshPublicKey(key)) return HttpResponse.json({ public_key: ['Not a valid ssh public key'] }, { status: 400 })
    usersTable().update(user.id, { public_key: key })
    return HttpResponse.json(publicKeyFacts(key))
  })),
  // UserPublicKeyApi's GET: UserUpdatePublicKeySerializer, the key itself being write-only.
  http.get('*/api/v1/users/profile/public-key/', authed(null, ({ user }) => HttpResponse.json(publicKeyFacts(user.public_key)))),

  http.get(
    '*/api/v1/orgs/orgs/current/',
    authed(null, ({ org }) => {
      const row = mock().db.organization.findFirst({ where: { id: { equals: org.id } } })
      return HttpResponse.json({ ...orgRef(org.id), comment: row?.comment ?? '' })
    }),
  ),
]
