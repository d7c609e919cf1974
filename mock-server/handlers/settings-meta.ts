import { HttpResponse } from 'msw'
import { recordedFacts } from '../catalogue/facts.generated'
import { resourceSpecs } from '../catalogue/resources.generated'
import type { FieldSpec } from '../catalogue/types'
import { envelope, fieldInfo, type FieldFacts } from '../drf/metadata'
import { translatedHelpText, translatedLabel, type Lang } from '../i18n'

// The settings serializers as OPTIONS describes them (reference §1.6, §2.11): one category's fields,
// PUT and PATCH only for who may change that category. Labels and help texts are the settings serializers'
// own English words as a real v2.26.1 answered them (recorded-2.26.1, through facts.generated.ts), in Chinese
// and Japanese the dictionary's (mock-server/i18n/labels.ts; English where it holds none); the
// minimums are domain §5's (≥ 3, ≥ 5, ≥ 6) and the units domain §9's.
export const categories = new Map<string, FieldSpec[]>(
  resourceSpecs.filter((s) => s.resource.startsWith('settings: ')).map((s) => [s.resource.slice('settings: '.length), s.fields]),
)
const specs = new Map(resourceSpecs.filter((s) => s.resource.startsWith('settings: ')).map((s) => [s.resource.slice('settings: '.length), s]))

/** The RBAC permission that changes a category (settings API rbac_category_permissions). */
export function changePermOf(category: string): string {
  const own: Record<string, string> = { basic: 'basic', email: 'email', email_content: 'email', security: 'security', clean: 'clean', other: 'other', terminal: 'terminal', sms: 'sms', alibaba: 'sms', tencent: 'sms', huawei: 'sms', cmpp2: 'sms' }
  return `settings.change_${own[category] ?? 'auth'}`
}

/** Domain §5: some settings must be ≥ 3, ≥ 5 or ≥ 6. */
export const MIN_VALUES: Record<string, number> = {
  SECURITY_PASSWORD_MIN_LENGTH: 6, SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 6, SECURITY_LOGIN_LIMIT_COUNT: 3, SECURITY_LOGIN_IP_LIMIT_COUNT: 3,
  SECURITY_LOGIN_LIMIT_TIME: 5, SECURITY_LOGIN_IP_LIMIT_TIME: 5, SECURITY_MFA_VERIFY_TTL: 5, SECURITY_PASSWORD_EXPIRATION_TIME: 1,
  LOGIN_LOG_KEEP_DAYS: 1, TASK_LOG_KEEP_DAYS: 1, OPERATE_LOG_KEEP_DAYS: 1, FTP_LOG_KEEP_DAYS: 1, CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS: 1, TERMINAL_SESSION_KEEP_DURATION: 1,
}

/** A field the recording does not describe: DRF's default label from its name. */
const label = (name: string) => name.charAt(0) + name.slice(1).toLowerCase().replace(/_/g, ' ')

/** OPTIONS of /api/v1/settings/setting/?category=<c>: GET for every viewer, PUT/PATCH with the change permission. */
export function settingsMetadata(category: string, fields: FieldSpec[], perms: ReadonlySet<string>, lang: Lang): Response {
  const spec = specs.get(category)
  const key = `settings: ${category}`
  const recorded = recordedFacts[key]
  const facts: FieldFacts = {
    key,
    spec: { choices: spec?.choices ?? {} },
    labels: Object.fromEntries(fields.map((f) => [f.name, translatedLabel(f.name, lang, key) ?? recorded?.[f.name]?.label ?? label(f.name)])),
    helpTexts: Object.fromEntries(fields.flatMap((f) => {
      const help = recorded?.[f.name]?.help_text && (translatedHelpText(key, f.name, lang) ?? recorded[f.name].help_text)
      return help ? [[f.name, help]] : []
    })),
    minValues: MIN_VALUES,
  }
  const info = Object.fromEntries(fields.map((f) => [f.name, fieldInfo(facts, lang, f, spec?.nested[f.name])]))
  const canChange = perms.has(changePermOf(category))
  const actions = canChange ? { PUT: info, GET: info, PATCH: info } : { GET: info }
  return HttpResponse.json(envelope(`${category.charAt(0).toUpperCase()}${category.slice(1)} Setting`, actions))
}
