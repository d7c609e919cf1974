import { orgsFor, permsIn, resolveOrg, rolesIn } from '../session/org-access'
import type { User } from '../session/sessions'
import { choiceName, requestLanguage, roleName, type Lang } from '../i18n'
import { publicKeyComment, publicKeyHashMd5 } from '../drf/ssh-keys'

/**
 * common.validators.PhoneValidator, on the user and profile serializers' phone: a mainland mobile number
 * (^1[3456789]\d{9}$). An empty or null phone is not checked, as DRF runs no validator on an empty value.
 */
export const phoneErrors = (phone: unknown): string[] | undefined =>
  typeof phone === 'string' && phone !== '' && !/^1[3456789]\d{9}$/.test(phone) ? ['The mobile phone number format is incorrect'] : undefined

function roleNames(userId: string, scope: 'system' | 'org', orgId: string) {
  return rolesIn(userId, orgId).filter((r) => r.scope === scope)
}

/** UserSerializer fields (reference TSV, users row); the password never leaves the server. Names in `lang`. */
export function serializeUser(user: User, orgId: string, lang: Lang) {
  const system = roleNames(user.id, 'system', orgId)
  const org = roleNames(user.id, 'org', orgId)
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    wechat: user.wechat,
    phone: user.phone,
    mfa_level: user.mfa_level,
    mfa_level_display: choiceName('mfa_level', user.mfa_level, lang),
    mfa_enabled: user.mfa_level > 0,
    mfa_force_enabled: user.mfa_level === 2,
    source: user.source,
    source_display: choiceName('source', user.source, lang),
    can_public_key_auth: true,
    need_update_password: user.need_update_password,
    is_service_account: user.is_service_account,
    is_valid: user.is_active,
    is_expired: false,
    is_active: user.is_active,
    date_expired: user.date_expired,
    date_joined: user.date_joined,
    last_login: user.last_login,
    created_by: user.created_by,
    comment: user.comment,
    is_wecom_bound: false,
    is_dingtalk_bound: false,
    is_feishu_bound: false,
    is_otp_secret_key_bound: user.otp_bound,
    wecom_id: null,
    dingtalk_id: null,
    feishu_id: null,
    is_first_login: user.is_first_login,
    date_password_last_updated: user.date_password_last_updated,
    avatar_url: '/static/img/avatar/user.png',
    groups: [] as string[],
    groups_display: '',
    system_roles: system.map((r) => r.id),
    org_roles: org.map((r) => r.id),
    system_roles_display: system.map((r) => roleName(r, lang)).join(', '),
    org_roles_display: org.map((r) => roleName(r, lang)).join(', '),
    login_blocked: false,
  }
}

/** UserProfileSerializer (reference §2.1): the user plus orgs, perms and roles of the current org. */
export function serializeProfile(user: User, request: Request, cookies: Record<string, string>) {
  const org = resolveOrg(request, cookies)
  return {
    ...serializeUser(user, org.id, requestLanguage(request, cookies)),
    public_key_comment: publicKeyComment(user.public_key),
    public_key_hash_md5: publicKeyHashMd5(user.public_key),
    guide_url: '',
    receive_backends: ['site_msg', 'email'],
    console_orgs: orgsFor(user, 'rbac.view_console'),
    audit_orgs: orgsFor(user, 'rbac.view_audit'),
    workbench_orgs: orgsFor(user, 'rbac.view_workbench'),
    perms: Array.from(permsIn(user.id, org.id)).sort(),
  }
}
