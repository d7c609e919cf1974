// The import task of shell §4: pending → started (on import) → stopped (stop or cancel) or done (no
// pending rows left). Continue after stop or done retries failed rows (they go back to pending).
// Action labels: Import, Stop, Continue, Finished (Finished when every row succeeded).
// Pure: the dialog runs it; tests and benches can drive it without a browser.

export interface RowError {
  /** Field name ('' for errors not tied to a field). */
  name: string
  error: string
}
export type RowStatus = 'pending' | 'ok' | { errors: RowError[] }
export interface ImportRow {
  /** Position in the file, stable whatever is edited or fails: no row is ever lost. */
  index: number
  status: RowStatus
  data: Record<string, unknown>
}
export type TaskState = 'pending' | 'started' | 'stopped' | 'done'
export type ActionLabel = 'start' | 'stop' | 'continue' | 'finished'

export const isFailed = (s: RowStatus): s is { errors: RowError[] } => typeof s === 'object'

export function rowsFrom(data: Array<Record<string, unknown>>): ImportRow[] {
  return data.map((d, index) => ({ index, status: 'pending', data: d }))
}

export function actionLabel(state: TaskState, rows: readonly ImportRow[]): ActionLabel {
  if (state === 'pending') return 'start'
  if (state === 'started') return 'stop'
  if (state === 'done' && rows.every((r) => r.status === 'ok')) return 'finished'
  return 'continue'
}

/** Continue: failed rows go back to pending and the task starts again. */
export function retryFailed(rows: readonly ImportRow[]): ImportRow[] {
  return rows.map((r) => (isFailed(r.status) ? { ...r, status: 'pending' } : r))
}

/** Editing a cell sets that row back to pending (shell §4). */
export function editCell(rows: readonly ImportRow[], index: number, field: string, value: unknown): ImportRow[] {
  return rows.map((r) => (r.index === index ? { ...r, status: 'pending', data: { ...r.data, [field]: value } } : r))
}

export const nextPending = (rows: readonly ImportRow[]) => rows.find((r) => r.status === 'pending')

export function counts(rows: readonly ImportRow[]) {
  let ok = 0
  let failed = 0
  for (const r of rows) {
    if (r.status === 'ok') ok++
    else if (isFailed(r.status)) failed++
  }
  return { total: rows.length, ok, failed, pending: rows.length - ok - failed }
}

/** A row's 400 body as per-field errors (nested fields dotted, arrays joined with ';'). */
export function rowErrors(body: unknown, fallback: string): RowError[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [{ name: '', error: typeof body === 'string' && body ? body : fallback }]
  const out: RowError[] = []
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out.push({ name: path, error: value.join(';') })
    else if (typeof value === 'string') out.push({ name: path, error: value })
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k)
  }
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (k === 'code') continue
    walk(v, k === 'detail' || k === 'error' || k === 'msg' || k === 'non_field_errors' ? '' : k)
  }
  return out.length ? out : [{ name: '', error: fallback }]
}

/** 'field label: message' for the row's tooltip (shell §8). */
export function errorText(errors: readonly RowError[], labelOf: (field: string) => string): string {
  return errors.map((e) => (e.name ? `${labelOf(e.name)}: ${e.error}` : e.error)).join('\n')
}
