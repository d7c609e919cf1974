// Search state in the URL query (shell §2): `search` for free text plus one parameter per filter
// field; several values of one filter are joined by `,` (shell §9). Paging and order live there too,
// so a reload or a shared link shows the same page.
import type { Query } from '@/shared/api/resource'

export interface SearchState {
  search: string
  filters: Record<string, string>
  order: string
  page: number
}

const RESERVED = new Set(['search', 'order', 'page', 'activeTab', 'oid'])

export function readSearchState(params: URLSearchParams): SearchState {
  const filters: Record<string, string> = {}
  for (const [key, value] of params) if (!RESERVED.has(key) && value !== '') filters[key] = value
  const page = Number(params.get('page') ?? '1')
  return {
    search: params.get('search') ?? '',
    filters,
    order: params.get('order') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.search) params.set('search', state.search)
  for (const [k, v] of Object.entries(state.filters)) if (v !== '') params.set(k, v)
  if (state.order) params.set('order', state.order)
  if (state.page > 1) params.set('page', String(state.page))
  return params
}

/** Whether a filter (or free search) is active: decides the export ranges (shell §5). */
export const hasFilter = (s: SearchState) => s.search !== '' || Object.keys(s.filters).length > 0

/** The filters as list/export query parameters. */
export const filterQuery = (s: SearchState): Query => ({ ...s.filters, search: s.search || undefined })
