// The import task of shell §4: pending → started (on import) → stopped (stop or cancel) or done (no
// pending rows left). Continue after stop or done retries failed rows (they go back to pending), after
// the rows not tried yet (issue 27: a stopped import of 10 000 rows sends its untried rows first).
// Action labels: Import, Stop, Continue, Finished (Finished when every row succeeded).
// Pure: the dialog runs it (runImport, with its clock and its client); tests drive it without a browser.
import { IMPORT_ROW_PAUSE_MS } from '@/shared/constants'

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
  /** Whether the row has been sent once: failed rows (and failed rows since edited) are retried after the untried. */
  tried: boolean
  data: Record<string, unknown>
}
export type TaskState = 'pending' | 'started' | 'stopped' | 'done'
export type ActionLabel = 'start' | 'stop' | 'continue' | 'finished'

export const isFailed = (s: RowStatus): s is { errors: RowError[] } => typeof s === 'object'

export function rowsFrom(data: Array<Record<string, unknown>>): ImportRow[] {
  return data.map((d, index) => ({ index, status: 'pending', tried: false, data: d }))
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

/** The next row to send: the first pending row never tried, else the first pending row to retry. */
export const nextPending = (rows: readonly ImportRow[]) => rows.find((r) => r.status === 'pending' && !r.tried) ?? rows.find((r) => r.status === 'pending')

/** The rows the "failed rows only" filter keeps: tried and not succeeded (a failed row being edited stays in view). */
export const failedRows = (rows: readonly ImportRow[]) => rows.filter((r) => r.tried && r.status !== 'ok')

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

/** A cell typed as JSON (`[..]`, `{..}`) is sent as JSON, as render-to-json would have parsed it; true/false as booleans. */
export function typedCell(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const v = value.trim()
  if ((v.startsWith('[') && v.endsWith(']')) || (v.startsWith('{') && v.endsWith('}'))) {
    try {
      return JSON.parse(v)
    } catch {
      return value
    }
  }
  if (/^(true|false)$/i.test(v)) return v.toLowerCase() === 'true'
  return value
}

export interface ImportRun {
  /** The rows as they are now (edits made during the run included). */
  rows: () => readonly ImportRow[]
  /** Stores the rows after a row's answer. */
  update: (rows: ImportRow[]) => void
  /** Whether the task is still started (Stop and closing end the run before the next row). */
  started: () => boolean
  /** Sends one row (create or update); rejects with the server's error. */
  send: (data: Record<string, unknown>) => Promise<unknown>
  /** A rejection as the row's errors. */
  failure: (error: unknown) => RowError[]
  /** The clock: the run pauses IMPORT_ROW_PAUSE_MS after each row (shell §9). */
  sleep: (ms: number) => Promise<void>
}

/** Where the row of file position `index` stands: rows keep file order, so at `index`, unless a caller reordered them. */
function positionOf(rows: readonly ImportRow[], index: number): number {
  return rows[index]?.index === index ? index : rows.findIndex((r) => r.index === index)
}

/** One request per row, a pause after each, while the task is started: 'done' once no row is pending, else 'stopped'. */
export async function runImport(run: ImportRun): Promise<'done' | 'stopped'> {
  for (;;) {
    if (!run.started()) return 'stopped'
    const row = nextPending(run.rows())
    if (!row) return 'done'
    const data = Object.fromEntries(Object.entries(row.data).map(([k, v]) => [k, typedCell(v)]))
    let status: RowStatus
    try {
      await run.send(data)
      status = 'ok'
    } catch (error) {
      status = { errors: run.failure(error) }
    }
    // The row may have been edited meanwhile: an edit wins (it set the row back to pending).
    const rows = run.rows()
    const at = positionOf(rows, row.index)
    if (at >= 0) {
      const current = rows[at]
      const next = rows.slice()
      next[at] = current.data !== row.data ? { ...current, tried: true } : { ...current, status, tried: true }
      run.update(next)
    }
    await run.sleep(IMPORT_ROW_PAUSE_MS)
  }
}
