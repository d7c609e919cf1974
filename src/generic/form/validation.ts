// Form validation (shell §5, domain §5): required (blur, or change for non-text inputs), valid
// e-mail, no emoji after trim, JSON parses, the attribute map maps a value to username.
// Messages are keys of the 'errors' namespace.
import type { FieldInfo } from '@/shared/api/resource'
import { PRIORITY_MAX, PRIORITY_MIN } from '@/shared/constants'
import type { Widget } from './field-mapping'

// Pictographic emoji (and the joiners and selectors that build them); plain symbols are allowed.
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type MessageKey = `errors:${string}`

export const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)

export function validateField(name: string, widget: Widget, info: FieldInfo, value: unknown, isUpdate: boolean): MessageKey | null {
  // A password left empty on update keeps the stored one (write-only fields are never prefilled).
  const required = info.required && !(isUpdate && widget === 'password')
  if (required && widget !== 'switch' && isEmpty(value)) return 'errors:fieldRequired'
  if (isEmpty(value)) return null
  // Domain §9: every priority (ACLs, system users, command-filter rules) lies in 1–100.
  if (name === 'priority' && !isPriority(value)) return 'errors:priorityRange'
  // Domain §5: some settings must be ≥ 3, ≥ 5 or ≥ 6 (the server's min_value); the message takes {{min}}.
  if (widget === 'number' && info.min_value !== undefined && Number(value) < info.min_value) return 'errors:minValue'
  if (typeof value === 'string') {
    if (EMOJI.test(value.trim())) return 'errors:noEmoji'
    if (widget === 'email' && !EMAIL.test(value.trim())) return 'errors:invalidEmail'
    if (widget === 'json') {
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        return 'errors:invalidJson'
      }
      if (isAttrMap(name) && !mapsToUsername(parsed)) return 'errors:attrMapNeedsUsername'
    }
  }
  return null
}

const isPriority = (v: unknown) => {
  const n = Number(v)
  return Number.isInteger(n) && n >= PRIORITY_MIN && n <= PRIORITY_MAX
}

/** Attribute maps (`AUTH_LDAP_USER_ATTR_MAP` and the OIDC, SAML, CAS ones, `attr_map`) must map something to username. */
export const isAttrMap = (name: string) => /(^|_)attr_map$/i.test(name)
export function mapsToUsername(map: unknown): boolean {
  return !!map && typeof map === 'object' && !Array.isArray(map) && Object.values(map as Record<string, unknown>).includes('username')
}

/** Text is trimmed on change (shell §5); passwords are kept as typed. */
export const trimOnChange = (widget: Widget, value: string) =>
  widget === 'password' || widget === 'json' || widget === 'textarea' ? value : value.trim()
