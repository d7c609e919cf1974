// A generic DRF-style resource parameterised by its list URL (shell §7, reference §1.2–§1.9):
// URL builders first, then the calls. The generic list/detail/form/import/export pages use it.
import { SPM_REUSE_MS } from '@/shared/constants'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'
import { httpCalls, type HttpCalls } from './client'

export type Id = string | number
export type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>

export interface Paged<T> {
  count: number
  next?: string | null
  previous?: string | null
  results: T[]
}

export type ExportFormat = 'csv' | 'xlsx'
export type TemplateKind = 'import' | 'update'
export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'GET'

export const RESOURCES_CACHE_URL = '/api/v1/common/resources/cache/'

/**
 * Ids one address may carry in `?ids=`: 2.26.1's core runs behind gunicorn, which refuses a request line
 * over 4,094 characters (about a hundred ids); 50 keep an address under 2 kB. More go in several calls, or
 * through the server's id cache (`?spm=`).
 */
export const IDS_PER_ADDRESS = 50
export const idChunks = <T>(ids: readonly T[]): T[][] => Array.from({ length: Math.ceil(ids.length / IDS_PER_ADDRESS) }, (_, i) => ids.slice(i * IDS_PER_ADDRESS, (i + 1) * IDS_PER_ADDRESS))

/** Whom kept tokens belong to: the signed-in user in the current org; nobody before the profile is read. */
const signedInOwner = () => (sessionState.profile ? `${sessionState.profile.id}@${orgState.current?.id ?? ''}` : undefined)

/**
 * The id-cache tokens of this tab, one per id set, reused for SPM_REUSE_MS. They follow the query
 * cache's rule (an org switch clears it, a sign-out leaves the page and it with it): every kept token is
 * dropped as soon as the user or the org is another than the one they were asked for, and none is kept
 * while nobody is known.
 */
export function selectionTokens(owner: () => string | undefined = signedInOwner, now: () => number = Date.now) {
  let keptFor: string | undefined
  const kept = new Map<string, { spm: Promise<string>; until: number }>()
  const keyOf = (ids: readonly Id[]) => ids.map(String).sort().join(',')
  return {
    /** The token kept for these ids while fresh (`reused`), else a new one from `post`, kept. */
    spmFor(ids: readonly Id[], post: () => Promise<string>): { spm: Promise<string>; reused: boolean } {
      const who = owner()
      if (who !== keptFor) kept.clear()
      keptFor = who
      const at = now()
      for (const [key, entry] of kept) if (entry.until <= at) kept.delete(key)
      const key = keyOf(ids)
      const entry = kept.get(key)
      if (entry) return { spm: entry.spm, reused: true }
      const spm = post()
      if (who !== undefined) {
        const fresh = { spm, until: at + SPM_REUSE_MS }
        kept.set(key, fresh)
        spm.catch(() => kept.get(key) === fresh && kept.delete(key))
      }
      return { spm, reused: false }
    },
    /** The server no longer holds this token (a read that started with another one leaves that one kept). */
    forget(ids: readonly Id[], spm: Promise<string>) {
      if (kept.get(keyOf(ids))?.spm === spm) kept.delete(keyOf(ids))
    },
  }
}
export type SelectionTokens = ReturnType<typeof selectionTokens>
const tabTokens = selectionTokens()

// ── URL builders (STYLE 4: paths have one home) ─────────────────────────────────────────────────

/** Ensures the trailing slash every JumpServer route ends with (reference §1.1). */
export function listUrl(url: string): string {
  const [path, query] = url.split('?', 2)
  const withSlash = path.endsWith('/') ? path : `${path}/`
  return query ? `${withSlash}?${query}` : withSlash
}

/** `{list}{id}/` */
export function detailUrl(url: string, id: Id): string {
  const [path, query] = listUrl(url).split('?', 2)
  const detail = `${path}${encodeURIComponent(String(id))}/`
  return query ? `${detail}?${query}` : detail
}

/** Appends query parameters; empty values (undefined, null, '') are left out, arrays joined by ','. */
export function withQuery(url: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const qs = params.toString()
  if (!qs) return url
  return url.includes('?') ? `${url}&${qs}` : `${url}?${qs}`
}

/** Table and search URLs carry draw=1&display=1 (reference §1.3: tolerated, ignored). */
export const tableUrl = (url: string, query: Query = {}) => withQuery(listUrl(url), { ...query, draw: 1, display: 1 })
export const optionsUrl = (url: string) => withQuery(listUrl(url), { draw: 1, display: 1 })
export const bulkDeleteUrl = (url: string, spm: string) => withQuery(listUrl(url), { spm })
export const createUrl = (url: string, cloneFrom?: Id) =>
  withQuery(listUrl(url), { clone_from: cloneFrom === undefined ? undefined : String(cloneFrom) })

/** `?format=csv|xlsx` with spm and the table filters (shell §7). */
export const exportUrl = (url: string, format: ExportFormat, query: Query = {}) =>
  withQuery(listUrl(url), { ...query, format })

/** Import template uses limit=1, update template the selected rows' spm (reference §1.7). */
export function templateUrl(url: string, format: ExportFormat, template: TemplateKind, spm?: string): string {
  return withQuery(listUrl(url), template === 'import' ? { format, template, limit: 1 } : { format, template, spm })
}

export const renderToJsonUrl = (url: string) => `${listUrl(url).split('?')[0]}render-to-json/`

// ── Calls ───────────────────────────────────────────────────────────────────────────────────────

export interface FieldInfo {
  type: string
  label?: string
  help_text?: string
  required?: boolean
  read_only?: boolean
  write_only?: boolean
  max_length?: number
  min_value?: number
  default?: unknown
  choices?: Array<{ value: unknown; display_name: string }>
  children?: Record<string, FieldInfo>
  child?: FieldInfo
  filter?: boolean
  order?: boolean
}

export interface OptionsMeta {
  name?: string
  actions?: Partial<Record<WriteMethod, Record<string, FieldInfo>>>
}

export interface RenderedImport {
  title: Array<[string, string]>
  data: Array<Record<string, unknown>>
}

export function resource<T = Record<string, unknown>>(url: string, calls: HttpCalls = httpCalls(), tokens: SelectionTokens = tabTokens) {
  const list = (query: Query = {}) => calls.get<Paged<T> | T[]>(tableUrl(url, query))
  const cacheSelection = async (ids: Id[]) => (await calls.post<{ spm: string }>(RESOURCES_CACHE_URL, { resources: ids })).spm
  return {
    url: listUrl(url),
    list,
    /**
     * The rows of these ids: named in the address while they fit one, else through the id cache with the
     * token kept for them (selectionTokens). 2.26.1 answers a token it no longer holds with no rows
     * (IDSpmFilter: an empty queryset), so a kept token answered with none is read once more with a new one.
     */
    listByIds: async (ids: Id[], query: Query = {}) => {
      if (ids.length <= IDS_PER_ADDRESS) return list({ ids, ...query })
      const read = async (spm: Promise<string>) => list({ ...query, spm: await spm })
      const first = tokens.spmFor(ids, () => cacheSelection(ids))
      const answer = await read(first.spm)
      if (!first.reused || rowsOf(answer).count > 0) return answer
      tokens.forget(ids, first.spm)
      return read(tokens.spmFor(ids, () => cacheSelection(ids)).spm)
    },
    retrieve: (id: Id) => calls.get<T>(detailUrl(url, id)),
    create: (data: Partial<T>, cloneFrom?: Id) => calls.post<T>(createUrl(url, cloneFrom), data),
    update: (id: Id, data: Partial<T>) => calls.put<T>(detailUrl(url, id), data),
    partialUpdate: (id: Id, data: Partial<T>) => calls.patch<T>(detailUrl(url, id), data),
    delete: (id: Id) => calls.delete(detailUrl(url, id)),
    /** Caches the ids for 300 s and returns the spm token (reference §1.8). */
    cacheSelection,
    /** Bulk delete: cache the selection, then DELETE the list URL with ?spm= (shell §7). */
    bulkDelete: async (ids: Id[]) => calls.delete(bulkDeleteUrl(url, await cacheSelection(ids))),
    /** PATCH the list URL with [{id, …ticked fields}] (shell §3, §5). */
    bulkUpdate: (rows: Array<{ id: Id } & Partial<T>>) => calls.patch<T[]>(listUrl(url), rows),
    /** Field metadata for a method, from OPTIONS with draw=1&display=1 (reference §1.6). */
    options: async (method: WriteMethod = 'POST') => {
      const meta = await calls.options<OptionsMeta>(optionsUrl(url))
      return meta.actions?.[method] ?? {}
    },
    renderToJson: (file: Blob, format: ExportFormat) =>
      calls.post<RenderedImport>(renderToJsonUrl(url), file, {
        headers: { 'Content-Type': format === 'csv' ? 'text/csv' : 'text/xlsx' },
        silent: true,
      }),
    /** One import row: POST (create) or PUT {id}/ (update); errors are shown per row, not flashed. */
    importRow: (row: Record<string, unknown>, mode: 'create' | 'update') =>
      mode === 'create'
        ? calls.post<T>(listUrl(url), row, { silent: true })
        : calls.put<T>(detailUrl(url, String(row.id ?? '')), row, { silent: true }),
    exportUrl: (format: ExportFormat, query: Query = {}) => exportUrl(url, format, query),
    templateUrl: (format: ExportFormat, template: TemplateKind, spm?: string) => templateUrl(url, format, template, spm),
  }
}


/** The page shape one generic table reads instead (shell §3: "content and totalElements"). */
interface ContentPage<T> {
  content: T[]
  totalElements: number
}

/** Rows of a paged answer (results and count), a bare array, or content and totalElements (shell §3, reference §1.2). */
export function rowsOf<T>(answer: Paged<T> | ContentPage<T> | T[]): { rows: T[]; count: number } {
  if (Array.isArray(answer)) return { rows: answer, count: answer.length }
  if ('content' in answer && Array.isArray(answer.content)) return { rows: answer.content, count: answer.totalElements ?? answer.content.length }
  const paged = answer as Paged<T>
  return { rows: paged.results ?? [], count: paged.count ?? 0 }
}
