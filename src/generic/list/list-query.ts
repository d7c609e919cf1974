// What a list asks the server for: one function for the list page and for the start of a load, which asks
// the first page's rows beside the page's code (src/app/first-data.ts, issue 24). Light on purpose: the
// start of a load reads it before the list's own code has come.
import type { Query } from '@/shared/api/resource'
import { pickerRange } from '@/shared/lib/dates'
import { pageQuery, paginationFor } from '@/shared/lib/paging'
import type { ResourceConfig } from '../resource-config'
import { filterQuery, type SearchState } from './search-state'
import { readPrefs } from './table-prefs'

/** The range a date-scoped list asks for: the address's days, or the default range counted from `now`. */
export function dateScope(config: ResourceConfig, state: SearchState, now: Date): Query {
  if (!config.dateRange) return {}
  const range = pickerRange(state.filters.date_start, state.filters.date_end, now)
  return { [config.dateRange.from]: range.start.toISOString(), [config.dateRange.to]: range.end.toISOString() }
}

/** One page of a list: the resource's own query, the page, the order, the filters and the date range. */
export const listQueryFor = (config: ResourceConfig, state: SearchState, size: number, now: Date): Query => ({
  ...config.listQuery,
  ...pageQuery(state.page, size),
  order: state.order || undefined,
  ...filterQuery(state),
  ...dateScope(config, state, now),
})

/** Rows per page: the user's choice for this table, kept in table preferences, or the default. */
export const listPagination = (config: ResourceConfig) => paginationFor('auto', readPrefs(config.key).pageSize)
