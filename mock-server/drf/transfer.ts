import * as XLSX from 'xlsx'
import { HttpResponse } from 'msw'
import type { FieldSpec } from '../catalogue/types'
import { parseCsv, writeCsv } from './csv'
import { fieldLabel, fieldLabels } from '../i18n'
import { pyStr } from './pyrepr'
import type { Ctx, ResourceDef } from './types'
import { writeFieldsOf } from './validate'

// Export renderers and the render-to-json parser (reference §1.7, §1.8).
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024
export const EXPORT_ROW_CAP = 10_000

export function exportFormat(ctx: Ctx): 'csv' | 'xlsx' | undefined {
  const format = ctx.url.searchParams.get('format')
  if (format === 'csv' || format === 'xlsx') return format
  const accept = ctx.request.headers.get('accept') ?? ''
  if (accept.startsWith('text/csv')) return 'csv'
  if (accept.startsWith('application/xlsx')) return 'xlsx'
  return undefined
}

/** Columns per ?template= (reference §1.7 table). */
export function exportColumns(def: ResourceDef, template: string | null): FieldSpec[] {
  const all = def.fields ?? def.spec.fields
  if (template === 'import') return writeFieldsOf(def).filter((f) => f.name !== 'org_id' && f.name !== 'id')
  if (template === 'update') {
    const writable = writeFieldsOf(def).filter((f) => f.name !== 'org_id' && f.name !== 'id')
    const id = all.find((f) => f.name === 'id')
    return id ? [id, ...writable] : writable
  }
  return all.filter((f) => !f.wo && f.name !== 'org_id')
}

const pad = (n: number) => String(n).padStart(2, '0')
function stamp(d = new Date()) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}_${pad(d.getHours())}-${pad(d.getMinutes())}-${pad(d.getSeconds())}`
}

/**
 * Issue 26: a CSV cell a spreadsheet would run as a formula (its first character =, +, -, @, tab or
 * carriage return) is written after an apostrophe, which spreadsheets take as "text"; the import drops
 * that apostrophe again, so an exported file reads back unchanged. (An xlsx cell is typed text already.)
 */
// A text that already starts with apostrophes before such a character takes one more, so reading back
// is exact for every text.
const FORMULA_LEAD = /^'*[=+\-@\t\r]/
export const neutraliseFormula = (cell: string) => (FORMULA_LEAD.test(cell) ? `'${cell}` : cell)
export const restoreFormula = (cell: string) => (cell.startsWith("'") && FORMULA_LEAD.test(cell.slice(1)) ? cell.slice(1) : cell)

export function renderExport(ctx: Ctx, format: 'csv' | 'xlsx', columns: FieldSpec[], rows: Record<string, unknown>[]): Response {
  const { def } = ctx
  const titles = columns.map((f) => (f.req && !f.ro ? '*' : '') + fieldLabel(f.name, ctx.lang, def.key))
  const table = [titles, ...rows.slice(0, EXPORT_ROW_CAP).map((r) => columns.map((f) => pyStr(r[f.name])))]
  const filename = `${def.model.toLowerCase()}_${stamp()}.${format}`
  const disposition = `attachment; filename="${filename}"`
  if (format === 'csv') {
    return new HttpResponse('\uFEFF' + writeCsv(table.map((row) => row.map(neutraliseFormula))), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition },
    })
  }
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(table), 'Sheet')
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer
  return new HttpResponse(new Uint8Array(bytes), { headers: { 'Content-Type': 'application/xlsx', 'Content-Disposition': disposition } })
}

/** A cell as the import parser reads it: JSON-ish lists and dicts, booleans, else text. */
function cellValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  const text = restoreFormula(raw.trim())
  if (/^\[.*\]$|^\{.*\}$/s.test(text)) {
    try {
      return JSON.parse(text.replace(/[“”‘’']/g, '"'))
    } catch {
      return text
    }
  }
  if (/^true$/i.test(text)) return true
  if (/^false$/i.test(text)) return false
  return text
}

export async function renderToJson(def: ResourceDef, request: Request): Promise<Response> {
  const body = new Uint8Array(await request.arrayBuffer())
  if (body.byteLength > MAX_IMPORT_BYTES) {
    return HttpResponse.json({ detail: `The file content overflowed (The maximum length \`${MAX_IMPORT_BYTES}\` bytes)`, code: 'file_content_overflowed' }, { status: 400 })
  }
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  let rows: unknown[][]
  try {
    if (type.includes('xlsx')) {
      const book = XLSX.read(body, { type: 'array' })
      const sheet = book.Sheets[book.SheetNames[0]]
      if (!sheet) throw new Error('no worksheet')
      rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' })
    } else {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(body).replace(/^\uFEFF/, '')
      rows = parseCsv(text)
    }
  } catch (error) {
    return HttpResponse.json({ detail: `Parse file error: ${(error as Error).message}`, code: 'parse_error' }, { status: 400 })
  }
  const [titles = [], ...lines] = rows
  const fields = writeFieldsOf(def).concat((def.fields ?? def.spec.fields).filter((f) => f.name === 'id'))
  const title = titles.map((t) => {
    const name = String(t ?? '').trim().replace(/^\*/, '')
    // The titles of an export or template in any of the three languages, or the field names.
    const field = fields.find((f) => fieldLabels(f.name, def.key).includes(name) || f.name === name)
    return [String(t ?? ''), field?.name ?? '']
  })
  const data = lines
    .map((line) =>
      Object.fromEntries(
        title
          .map(([, name], i) => [name, cellValue(line[i] ?? '')] as const)
          .filter(([name, v]) => name && v !== '' && v !== null && v !== undefined),
      ),
    )
    .filter((row) => Object.keys(row).length > 0)
  if (!data.length) return HttpResponse.json({ error: 'Request file format may be wrong' }, { status: 400 })
  return HttpResponse.json({ title, data })
}
