// Tab pages keep the active tab in the query parameter activeTab and a cookie activeTab (1 day),
// falling back to the first visible tab (shell §2). A tab's table keeps its page and free search in the
// address beside it, in the list's own form (search-state.ts), so a reload or Back shows the same page of
// the same tab with the same search; they belong to that tab, and choosing another starts it afresh.
import { ACTIVE_TAB_COOKIE_DAYS } from '@/shared/constants'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { readCookie, writeCookie } from '@/shared/lib/cookies'
import { FILTERS_PARAM, readSearchState, writeSearchState } from '../list/search-state'

export const ACTIVE_TAB = 'activeTab'

export function chooseTab(visible: readonly string[], fromQuery: string | null, fromCookie: string | undefined): string | undefined {
  if (fromQuery && visible.includes(fromQuery)) return fromQuery
  if (fromCookie && visible.includes(fromCookie)) return fromCookie
  return visible[0]
}

export const readTabCookie = () => readCookie(ACTIVE_TAB)
export const writeTabCookie = (tab: string) => writeCookie(ACTIVE_TAB, tab, ACTIVE_TAB_COOKIE_DAYS * 86_400)

/**
 * The active tab of a tab page and its setter, kept in the query and the cookie (shell §2). Choosing
 * another tab drops the page and search of the one left; the tab shown chosen again keeps them.
 */
export function useActiveTab(visible: readonly string[]): [string | undefined, (tab: string) => void] {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const active = chooseTab(visible, params.get(ACTIVE_TAB), readTabCookie())
  const select = (tab: string) => {
    writeTabCookie(tab)
    const kept = tab === active ? readTabSearch(location.search) : { page: 1, search: '' }
    const search = writeTabSearch(location.search, tab, kept)
    if (search !== location.search) void navigate({ search }, { replace: true })
  }
  return [active, select]
}

/** What a tab's table shows: its page (from 1) and free search. */
export interface TabSearch {
  page: number
  search: string
}

/** The parameters of the active tab's table (the list's page and `filters`, and a plain `search` of a link). */
const TAB_SEARCH_PARAMS = ['page', FILTERS_PARAM, 'search']

/** The address's parameters without the tab's table's own. */
export function withoutTabSearch(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of TAB_SEARCH_PARAMS) next.delete(name)
  return next
}

/** The tab's table's page and search, read from `location.search`. */
export function readTabSearch(search: string): TabSearch {
  const { page, search: free } = readSearchState(search)
  return { page, search: free }
}

/**
 * The address showing `next` in the tab `tab` (named, so a reload shows that tab whatever the cookie
 * says); the other parameters stay. Page 1 and no search are not written.
 */
export function writeTabSearch(search: string, tab: string | undefined, next: TabSearch): string {
  const params = withoutTabSearch(new URLSearchParams(search))
  if (tab) params.set(ACTIVE_TAB, tab)
  const parts = [params.toString(), writeSearchState({ search: next.search.trim(), filters: {}, order: '', page: next.page }).slice(1)].filter(Boolean)
  return parts.length ? `?${parts.join('&')}` : ''
}

/**
 * The page and search of the tab `tab`'s table, kept in the address, and their setter: each change is an
 * entry of the history (Back undoes it, as on a list); `replace` corrects the address in place.
 */
export function useTabSearch(tab: string | undefined): [TabSearch, (next: Partial<TabSearch>, how?: { replace?: boolean }) => void] {
  const location = useLocation()
  const navigate = useNavigate()
  const state = readTabSearch(location.search)
  const update = (next: Partial<TabSearch>, how?: { replace?: boolean }) => {
    const search = writeTabSearch(location.search, tab, { ...state, ...next })
    if (search !== location.search) void navigate({ search }, { replace: how?.replace })
  }
  return [state, update]
}
