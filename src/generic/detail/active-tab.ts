// Tab pages keep the active tab in the query parameter activeTab and a cookie activeTab (1 day),
// falling back to the first visible tab (shell §2).
import { ACTIVE_TAB_COOKIE_DAYS } from '@/shared/constants'
import { useSearchParams } from 'react-router'
import { readCookie, writeCookie } from '@/shared/lib/cookies'

export const ACTIVE_TAB = 'activeTab'

export function chooseTab(visible: readonly string[], fromQuery: string | null, fromCookie: string | undefined): string | undefined {
  if (fromQuery && visible.includes(fromQuery)) return fromQuery
  if (fromCookie && visible.includes(fromCookie)) return fromCookie
  return visible[0]
}

export const readTabCookie = () => readCookie(ACTIVE_TAB)
export const writeTabCookie = (tab: string) => writeCookie(ACTIVE_TAB, tab, ACTIVE_TAB_COOKIE_DAYS * 86_400)

/** The active tab of a tab page and its setter, kept in the query and the cookie (shell §2). */
export function useActiveTab(visible: readonly string[]): [string | undefined, (tab: string) => void] {
  const [params, setParams] = useSearchParams()
  const active = chooseTab(visible, params.get(ACTIVE_TAB), readTabCookie())
  const select = (tab: string) => {
    writeTabCookie(tab)
    const next = new URLSearchParams(params)
    next.set(ACTIVE_TAB, tab)
    setParams(next, { replace: true })
  }
  return [active, select]
}
