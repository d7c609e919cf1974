import { ORG_COOKIE } from '@/shared/api/cookies'
import type { OrgRef } from '@/shared/api/types'
import { readCookie, writeCookie } from '@/shared/lib/cookies'
import { orgState, type Org } from '@/shared/state/org'

// Shell §4, reference §1.10: the current org is stored per username (local storage
// jms_current_org_<username>) and in the X-JMS-ORG cookie the server reads.
const storageKey = (username: string) => `jms_current_org_${username}`

export function storedOrg(username: string): Org | null {
  try {
    const raw = localStorage.getItem(storageKey(username))
    const org = raw ? (JSON.parse(raw) as Org) : null
    return org && typeof org.id === 'string' && typeof org.name === 'string' ? org : null
  } catch {
    return null
  }
}

export function storeOrg(username: string, org: OrgRef) {
  const kept: Org = { id: org.id, name: org.name, is_root: org.is_root, is_default: org.is_default }
  localStorage.setItem(storageKey(username), JSON.stringify(kept))
  writeCookie(ORG_COOKIE, org.id)
  orgState.current = kept
}

export const orgCookie = () => readCookie(ORG_COOKIE)

/**
 * Where the page goes after an org switch (shell §4): the query string is stripped, or else a
 * trailing id (and what follows it), so the page reloads on a list that exists in the new org.
 */
export function pathAfterOrgSwitch(pathname: string, search: string): string {
  if (search && search !== '?') return pathname
  const parts = pathname.split('/')
  const idAt = parts.findIndex((p) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(p) || /^\d+$/.test(p))
  if (idAt < 0) return pathname
  return parts.slice(0, idAt).join('/') + '/'
}
