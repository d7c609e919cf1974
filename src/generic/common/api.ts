// The generic pages' calls: the shared resource module (STYLE 2) plus query keys and silent
// variants for calls whose errors the page shows itself (bulk delete toast, per-field 400s).
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, type HttpCalls } from '@/shared/api/client'
import { resource, type FieldInfo, type Query, type WriteMethod, type OptionsMeta, optionsUrl } from '@/shared/api/resource'
import type { Row } from '../resource-config'
import { queryKeys } from '@/shared/api/query-keys'

/** Same calls with the generic error toast off: the page reports the error in place. */
export const silentCalls: HttpCalls = {
  get: (url, c) => api.get(url, { ...c, silent: true }),
  delete: (url, c) => api.delete(url, { ...c, silent: true }),
  options: (url, c) => api.options(url, { ...c, silent: true }),
  post: (url, d, c) => api.post(url, d, { ...c, silent: true }),
  put: (url, d, c) => api.put(url, d, { ...c, silent: true }),
  patch: (url, d, c) => api.patch(url, d, { ...c, silent: true }),
  raw: (c) => api.raw({ ...c, silent: true }),
}

export const resourceOf = (url: string) => resource<Row>(url)
export const silentResourceOf = (url: string) => resource<Row>(url, silentCalls)

/** Every page, search and filter of a list: what a write invalidates (STYLE 2). */
export const listKey = queryKeys.list
export const detailKey = queryKeys.detail

export const listQueryOptions = (url: string, query: Query) =>
  queryOptions({ queryKey: queryKeys.listPage(url, query), queryFn: () => resourceOf(url).list(query) })

export const detailQueryOptions = (url: string, id: string) =>
  queryOptions({ queryKey: detailKey(url, id), queryFn: () => resourceOf(url).retrieve(id) })

/** After a write: the list reads again, and so do the details named (every detail without ids). */
export function invalidateAfterWrite(client: QueryClient, url: string, ids?: string[]) {
  const details = ids ? ids.map((id) => detailKey(url, id)) : [detailKey(url)]
  return Promise.all([listKey(url), ...details].map((queryKey) => client.invalidateQueries({ queryKey })))
}

/** OPTIONS metadata (reference §1.6): every method's fields from one call. */
export const metaQueryOptions = (url: string) =>
  queryOptions({
    queryKey: queryKeys.options(url),
    queryFn: () => api.options<OptionsMeta>(optionsUrl(url)),
    staleTime: 60_000,
  })

export type Fields = Record<string, FieldInfo>
/**
 * The fields a method takes, from the list address's OPTIONS. A viewset without bulk update (command and
 * replay storages, endpoints, terminals…) lists only POST there: its detail's PUT takes the same
 * serializer, so an update form reads POST's fields.
 */
export const fieldsFor = (meta: OptionsMeta | undefined, method: WriteMethod): Fields =>
  meta?.actions?.[method] ?? (method === 'PUT' ? meta?.actions?.POST : undefined) ?? {}
