import { HttpResponse } from 'msw'
import { resourceSpecs } from '../catalogue/resources.generated'
import type { FieldSpec } from '../catalogue/types'
import { envelope, fieldInfo, type FieldFacts } from '../drf/metadata'
import type { Lang } from '../i18n'

// The settings serializers as OPTIONS describes them (reference §1.6, §2.11): one category's fields,
// PUT and PATCH only for who may change that category. Labels and help texts are JumpServer 2.26's
// English ones where the console shows them; the minimums are domain §5's (≥ 3, ≥ 5, ≥ 6) and the
// units domain §9's.
export const categories = new Map<string, FieldSpec[]>(
  resourceSpecs.filter((s) => s.resource.startsWith('settings: ')).map((s) => [s.resource.slice('settings: '.length), s.fields]),
)
const specs = new Map(resourceSpecs.filter((s) => s.resource.startsWith('settings: ')).map((s) => [s.resource.slice('settings: '.length), s]))

/** The RBAC permission that changes a category (settings API rbac_category_permissions). */
export function changePermOf(category: string): string {
  const own: Record<string, string> = { basic: 'basic', email: 'email', email_content: 'email', security: 'security', clean: 'clean', other: 'other', terminal: 'terminal', sms: 'sms', alibaba: 'sms', tencent: 'sms', huawei: 'sms', cmpp2: 'sms' }
  return `settings.change_${own[category] ?? 'auth'}`
}

const LABELS: Record<string, string> = {
  SITE_URL: 'Site url', USER_GUIDE_URL: 'User guide url', FORGOT_PASSWORD_URL: 'Forgot password url', GLOBAL_ORG_DISPLAY_NAME: 'Global organization name',
  ANNOUNCEMENT_ENABLED: 'Enable announcement', ANNOUNCEMENT: 'Announcement', TICKETS_ENABLED: 'Enable tickets',
  EMAIL_HOST: 'SMTP host', EMAIL_PORT: 'SMTP port', EMAIL_HOST_USER: 'SMTP account', EMAIL_HOST_PASSWORD: 'SMTP password', EMAIL_FROM: 'Send user',
  EMAIL_RECIPIENT: 'Test recipient', EMAIL_USE_SSL: 'Use SSL', EMAIL_USE_TLS: 'Use TLS', EMAIL_SUBJECT_PREFIX: 'Subject',
  SECURITY_PASSWORD_MIN_LENGTH: 'Password minimum length', SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 'Admin user password minimum length',
  SECURITY_PASSWORD_UPPER_CASE: 'Must contain capital', SECURITY_PASSWORD_LOWER_CASE: 'Must contain lowercase', SECURITY_PASSWORD_NUMBER: 'Must contain numeric',
  SECURITY_PASSWORD_SPECIAL_CHAR: 'Must contain special', SECURITY_LOGIN_LIMIT_COUNT: 'Limit the number of user login failures',
  SECURITY_LOGIN_LIMIT_TIME: 'Block user login interval', SECURITY_LOGIN_IP_LIMIT_COUNT: 'Limit the number of IP login failures',
  SECURITY_LOGIN_IP_LIMIT_TIME: 'Block IP login interval', SECURITY_PASSWORD_EXPIRATION_TIME: 'User password expiration',
  OLD_PASSWORD_HISTORY_LIMIT_COUNT: 'Number of repeated historical passwords', SECURITY_MFA_VERIFY_TTL: 'MFA verify TTL', SECURITY_MAX_IDLE_TIME: 'Connection max idle time',
  AUTH_LDAP: 'Enable LDAP auth', AUTH_LDAP_SERVER_URI: 'LDAP server', AUTH_LDAP_BIND_DN: 'Bind DN', AUTH_LDAP_BIND_PASSWORD: 'Password',
  AUTH_LDAP_SEARCH_OU: 'User OU', AUTH_LDAP_SEARCH_FILTER: 'User search filter', AUTH_LDAP_USER_ATTR_MAP: 'User attr map',
  LOGIN_LOG_KEEP_DAYS: 'Login log keep days', TASK_LOG_KEEP_DAYS: 'Task log keep days', OPERATE_LOG_KEEP_DAYS: 'Operate log keep days',
  FTP_LOG_KEEP_DAYS: 'FTP log keep days', CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS: 'Cloud sync record keep days', TERMINAL_SESSION_KEEP_DURATION: 'Session keep duration',
}

const HELP: Record<string, string> = {
  EMAIL_USE_SSL: 'If SMTP port is 465, may be select', EMAIL_USE_TLS: 'If SMTP port is 587, may be select',
  EMAIL_FROM: 'Tips: Send mail account, default SMTP account as the send account', EMAIL_RECIPIENT: 'Tips: Used only as a test mail recipient',
  SECURITY_LOGIN_LIMIT_TIME: 'Unit: minute', SECURITY_LOGIN_IP_LIMIT_TIME: 'Unit: minute', SECURITY_MAX_IDLE_TIME: 'Unit: minute',
  SECURITY_PASSWORD_EXPIRATION_TIME: 'Unit: day', SECURITY_MFA_VERIFY_TTL: 'Unit: second',
  TERMINAL_SESSION_KEEP_DURATION: 'Unit: day', LOGIN_LOG_KEEP_DAYS: 'Unit: day', TASK_LOG_KEEP_DAYS: 'Unit: day', OPERATE_LOG_KEEP_DAYS: 'Unit: day',
  FTP_LOG_KEEP_DAYS: 'Unit: day', CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS: 'Unit: day',
  AUTH_LDAP_USER_ATTR_MAP: 'User attr map present how to map LDAP user attr to jumpserver, username,name,email is jumpserver attr',
}

/** Domain §5: some settings must be ≥ 3, ≥ 5 or ≥ 6. */
export const MIN_VALUES: Record<string, number> = {
  SECURITY_PASSWORD_MIN_LENGTH: 6, SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 6, SECURITY_LOGIN_LIMIT_COUNT: 3, SECURITY_LOGIN_IP_LIMIT_COUNT: 3,
  SECURITY_LOGIN_LIMIT_TIME: 5, SECURITY_LOGIN_IP_LIMIT_TIME: 5, SECURITY_MFA_VERIFY_TTL: 5, SECURITY_PASSWORD_EXPIRATION_TIME: 1,
  LOGIN_LOG_KEEP_DAYS: 1, TASK_LOG_KEEP_DAYS: 1, OPERATE_LOG_KEEP_DAYS: 1, FTP_LOG_KEEP_DAYS: 1, CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS: 1, TERMINAL_SESSION_KEEP_DURATION: 1,
}

const label = (name: string) => LABELS[name] ?? name.charAt(0) + name.slice(1).toLowerCase().replace(/_/g, ' ')

/** OPTIONS of /api/v1/settings/setting/?category=<c>: GET for every viewer, PUT/PATCH with the change permission. */
export function settingsMetadata(category: string, fields: FieldSpec[], perms: ReadonlySet<string>, lang: Lang): Response {
  const spec = specs.get(category)
  const facts: FieldFacts = {
    key: `settings: ${category}`,
    spec: { choices: spec?.choices ?? {} },
    labels: Object.fromEntries(fields.map((f) => [f.name, label(f.name)])),
    helpTexts: HELP,
    minValues: MIN_VALUES,
  }
  const info = Object.fromEntries(fields.map((f) => [f.name, fieldInfo(facts, lang, f, spec?.nested[f.name])]))
  const canChange = perms.has(changePermOf(category))
  const actions = canChange ? { PUT: info, GET: info, PATCH: info } : { GET: info }
  return HttpResponse.json(envelope(`${category.charAt(0).toUpperCase()}${category.slice(1)} Setting`, actions))
}
