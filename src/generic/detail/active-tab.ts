// Tab pages keep the active tab in the query parameter activeTab and a cookie activeTab (1 day),
// falling back to the first visible tab (shell §2).
import { ACTIVE_TAB_COOKIE_DAYS } from '@/shared/constants'
import { readCookie, writeCookie } from '@/shared/lib/cookies'

export const ACTIVE_TAB = 'activeTab'

export function chooseTab(visible: readonly string[], fromQuery: string | null, fromCookie: string | undefined): string | undefined {
  if (fromQuery && visible.includes(fromQuery)) return fromQuery
  if (fromCookie && visible.includes(fromCookie)) return fromCookie
  return visible[0]
}

export const readTabCookie = () => readCookie(ACTIVE_TAB)
export const writeTabCookie = (tab: string) => writeCookie(ACTIVE_TAB, tab, ACTIVE_TAB_COOKIE_DAYS * 86_400)
