import { CHOICE_NAMES, LOGIN_FAILURE_REASONS, ROLE_NAMES } from './choices'
import { FIELD_LABELS, HELP_TEXTS } from './labels'
import { pick, type Lang, type Translations } from './language'

// What the server translates into the request's language: field labels, help texts and choice names
// in OPTIONS metadata and exports, and the *_display values of rows (reference §1.6, §1.11).
export { requestLanguage, type Lang } from './language'

/** DRF's label when a serializer names none: the field name, capitalised. */
const capitalised = (name: string) => {
  const words = name.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A field's label in a resource's serializer: that resource's own for the nested field's path
 * (`resource:stat.children.session_online`), else its own for the field (`resource:field`), else the field's.
 */
const labelText = (name: string, resource?: string, path = name): Translations | undefined =>
  (resource ? (FIELD_LABELS[`${resource}:${path}`] ?? FIELD_LABELS[`${resource}:${name}`]) : undefined) ?? FIELD_LABELS[name]

export function fieldLabel(name: string, lang: Lang, resource?: string, path?: string): string {
  const text = labelText(name, resource, path)
  return text ? pick(text, lang) : capitalised(name)
}

/** Every label a field goes by in a resource, in any language: an import file may carry the titles of any of them. */
export const fieldLabels = (name: string, resource?: string): string[] => [...new Set(labelText(name, resource) ?? [capitalised(name)])]

/**
 * A label in the request's language where the dictionary translates it, else undefined: for a serializer
 * whose English the caller holds already (the settings', as recorded), which keeps it in English.
 */
export function translatedLabel(name: string, lang: Lang, resource?: string): string | undefined {
  const text = lang === 'en' ? undefined : labelText(name, resource)
  return text && pick(text, lang)
}

/** A help text in the request's language where the dictionary translates it, else undefined (see translatedLabel). */
export function translatedHelpText(resource: string, field: string, lang: Lang): string | undefined {
  return lang === 'en' ? undefined : helpText(resource, field, lang)
}

/** A field's help text, if the server gives one: the resource's own first (`resource:field`). */
export function helpText(resource: string, field: string, lang: Lang): string | undefined {
  const text = HELP_TEXTS[`${resource}:${field}`] ?? HELP_TEXTS[field]
  return text && pick(text, lang)
}

/** A choice's name: the resource's own first (`resource:field`, where one field name has other names there). */
export function choiceName(field: string, value: unknown, lang: Lang, resource?: string): string {
  const key = String(value)
  const names = (resource ? CHOICE_NAMES[`${resource}:${field}`] : undefined) ?? CHOICE_NAMES[field]
  const text = names?.[key] ?? names?.[key.toLowerCase()]
  return text ? pick(text, lang) : capitalised(key)
}

/** A role's display name: a builtin one's in the request's language, a custom one's as its creator wrote it. */
export function roleName(role: Readonly<Record<string, unknown>>, lang: Lang): string {
  const name = String(role.name ?? '')
  return role.builtin && ROLE_NAMES[name] ? pick(ROLE_NAMES[name], lang) : String(role.display_name || name)
}

export const loginFailureReason = (reason: string, lang: Lang): string => (LOGIN_FAILURE_REASONS[reason] ? pick(LOGIN_FAILURE_REASONS[reason], lang) : reason)
