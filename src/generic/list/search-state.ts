// Search state in the URL query (shell §2, §9). The free search and each filter field are one
// `key~value` pair of the `filters` parameter, pairs joined by `,` (shared/lib/query-encoding: `~`
// and `,` inside a value are escaped, so any text round-trips). The date range is read from its own
// date_start / date_end parameters (shell §2); order and page are parameters too, so a reload or a
// shared link shows the same page. A link written by someone else may name the search and each filter
// as a parameter of its own (`?search=x&source=ldap`, the literal reading of shell §2): those are read
// too, and the next change writes them back in the `filters` form.
import type { Query } from '@/shared/api/resource'
import { decodeFilters, encodeFilters } from '@/shared/lib/query-encoding'

export interface SearchState {
  search: string
  filters: Record<string, string>
  order: string
  page: number
}

export const FILTERS_PARAM = 'filters'
const FREE_SEARCH = 'search'
const DATE_PARAMS = ['date_start', 'date_end'] as const
/** Parameters of the address that are never filters: paging, order, tabs, the org of shell §7. */
const NOT_FILTERS = new Set<string>([FILTERS_PARAM, 'page', 'order', 'activeTab', 'oid', ...DATE_PARAMS])

/** The raw (still percent-encoded) value of a parameter: `filters` is decoded pair by pair. */
function rawParam(search: string, name: string): string | null {
  for (const part of search.replace(/^\?/, '').split('&')) if (part.startsWith(`${name}=`)) return part.slice(name.length + 1)
  return null
}

/** Reads the state from `location.search`. */
export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search)
  const plain = [...params].filter(([k]) => !NOT_FILTERS.has(k))
  // The `filters` form wins over a plain parameter of the same name.
  const all = { ...Object.fromEntries(plain), ...decodeFilters(rawParam(search, FILTERS_PARAM)) }
  const { [FREE_SEARCH]: free = '', ...pairs } = all
  const filters: Record<string, string> = {}
  for (const [k, v] of Object.entries(pairs)) if (v !== '') filters[k] = v
  for (const k of DATE_PARAMS) {
    const v = params.get(k)
    if (v) filters[k] = v
  }
  const page = Number(params.get('page') ?? '1')
  return {
    search: free,
    filters,
    order: params.get('order') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The state as `location.search`; the `filters` pairs keep their `~` and `,` unescaped. */
export function writeSearchState(state: SearchState): string {
  const pairs: Record<string, string> = {}
  if (state.search) pairs[FREE_SEARCH] = state.search
  for (const [k, v] of Object.entries(state.filters)) if (v && !isDateParam(k)) pairs[k] = v
  const rest = new URLSearchParams()
  for (const k of DATE_PARAMS) if (state.filters[k]) rest.set(k, state.filters[k])
  if (state.order) rest.set('order', state.order)
  if (state.page > 1) rest.set('page', String(state.page))
  const parts = [Object.keys(pairs).length ? `${FILTERS_PARAM}=${encodeFilters(pairs)}` : '', rest.toString()].filter(Boolean)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Parameters of the address that are not the list's search state and stay as they are. */
const KEPT_AS_IS = ['activeTab', 'oid'] as const

/**
 * The address in the console's one form (shell §2, note of shell.2.list-page.search-url): a link that
 * named the free search or a filter as a parameter of its own has them folded into `filters`; the
 * paging, order, date range, tab and `oid` stay. An address already in that form is returned as is.
 */
export function canonicalSearch(search: string): string {
  const params = [...new URLSearchParams(search)]
  if (!params.some(([k]) => !NOT_FILTERS.has(k))) return search
  const kept = new URLSearchParams(params.filter(([k]) => (KEPT_AS_IS as readonly string[]).includes(k))).toString()
  const parts = [writeSearchState(readSearchState(search)).slice(1), kept].filter(Boolean)
  return parts.length ? `?${parts.join('&')}` : ''
}

const isDateParam = (k: string) => (DATE_PARAMS as readonly string[]).includes(k)

/**
 * Whether a filter (or free search) is active: decides the export ranges (shell §5). The date range
 * is not one: a list with a date range is always scoped by it (the list page asks for it under the
 * resource's own names).
 */
export const hasFilter = (s: SearchState) => s.search !== '' || Object.keys(s.filters).some((k) => !isDateParam(k))

/** The filters (without the date range) as list/export query parameters. */
export const filterQuery = (s: SearchState): Query => ({
  ...Object.fromEntries(Object.entries(s.filters).filter(([k]) => !isDateParam(k))),
  search: s.search || undefined,
})
