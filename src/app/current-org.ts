import { readCookie, writeCookie } from '@/shared/lib/cookies'
import { orgState, type Org } from '@/shared/state/org'

// Shell §4: the current org is stored per username (local storage and a cookie the server reads).
export const ORG_COOKIE = 'X-JMS-ORG'
const storageKey = (username: string) => `jms_current_org_${username}`

export function storedOrg(username: string): Org | null {
  try {
    const raw = localStorage.getItem(storageKey(username))
    const org = raw ? (JSON.parse(raw) as Org) : null
    return org && typeof org.id === 'string' ? org : null
  } catch {
    return null
  }
}

export function storeOrg(username: string, org: Org) {
  localStorage.setItem(storageKey(username), JSON.stringify({ id: org.id, name: org.name, is_root: org.is_root, is_default: org.is_default }))
  writeCookie(ORG_COOKIE, org.id)
  orgState.current = org
}

export const orgCookie = () => readCookie(ORG_COOKIE)
