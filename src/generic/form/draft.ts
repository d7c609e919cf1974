// Unsaved input survives a forced re-login (shell §4): a draft in sessionStorage keyed by the route,
// never holding secret fields (shell §3 lists them).
import { SECRET_FIELDS } from '@/shared/crypto/encrypt'

const PREFIX = 'formDraft:'
const isSecret = (name: string) => (SECRET_FIELDS as readonly string[]).includes(name) || name.endsWith('password')

export function saveDraft(route: string, values: Record<string, unknown>, secretNames: readonly string[] = []) {
  const safe = Object.fromEntries(Object.entries(values).filter(([k]) => !isSecret(k) && !secretNames.includes(k)))
  try {
    sessionStorage.setItem(PREFIX + route, JSON.stringify(safe))
  } catch {
    // Storage full or disabled: the draft is a convenience only.
  }
}

export function readDraft(route: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + route)
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export const clearDraft = (route: string) => sessionStorage.removeItem(PREFIX + route)
