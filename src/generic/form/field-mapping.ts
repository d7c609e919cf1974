// From OPTIONS metadata to a form widget (shell §5, field naming rules). Pure, so the rules read
// as a table: email → email input, password → password input, comment → textarea, a string
// without max_length → 3-row textarea, write-only strings → password inputs, a choice field with
// more than 4 options → filterable select, otherwise radios.
import type { FieldInfo } from '@/shared/api/resource'

export type Widget =
  | 'text'
  | 'email'
  | 'password'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'multiselect'
  | 'switch'
  | 'number'
  | 'datetime'
  | 'json'
  | 'nested'
  | 'list'

/** Above this many choices a choice field becomes a filterable select (shell §5). */
export const RADIO_MAX_CHOICES = 4
export const TEXTAREA_ROWS = 3

/** The widget of a field: `preferred` when a resource names one (a per-resource override), else by the rules above. */
export function widgetFor(name: string, info: FieldInfo, preferred?: Widget): Widget {
  if (preferred) return preferred
  const type = info.type
  if (name === 'email' || type === 'email') return 'email'
  if (name === 'password') return 'password'
  if (name === 'comment') return 'textarea'
  if (type === 'choice') return (info.choices?.length ?? 0) > RADIO_MAX_CHOICES ? 'select' : 'radio'
  if (type === 'multiple choice') return 'multiselect'
  if (type === 'boolean') return 'switch'
  if (type === 'integer' || type === 'float' || type === 'decimal') return 'number'
  if (type === 'datetime' || type === 'date') return 'datetime'
  if (type === 'nested object') return info.children ? 'nested' : 'json'
  if (type === 'list') return 'list'
  if (type === 'field') return 'json'
  if (info.write_only) return 'password'
  if (info.max_length === undefined) return 'textarea'
  return 'text'
}

/** Text-like widgets validate on blur, the others on change (shell §5). */
export const isTextWidget = (w: Widget) => ['text', 'email', 'password', 'textarea', 'number', 'json', 'list'].includes(w)

/** A field a form offers as an input: never a read-only one, an id, or the server's `*_display` names of a relation (issue 22). */
export const isInputField = (name: string, info: FieldInfo) => !info.read_only && name !== 'id' && name !== 'org_id' && !name.endsWith('_display')

/** Fields a form shows: the inputs, minus the excluded. */
export function formFields(fields: Record<string, FieldInfo>, exclude: readonly string[] = []): Array<[string, FieldInfo]> {
  return Object.entries(fields).filter(([name, info]) => isInputField(name, info) && !exclude.includes(name))
}

/** The value a widget starts with: the object's, else the metadata default, else empty. */
export function initialValue(widget: Widget, info: FieldInfo, current: unknown): unknown {
  const v = current !== undefined ? current : info.default
  if (widget === 'json') return v === undefined || v === null ? '' : typeof v === 'string' && parsesAsJson(v) ? v : JSON.stringify(v, null, 2)
  if (widget === 'list') return Array.isArray(v) ? v.join(',') : (v ?? '')
  if (widget === 'switch') return v === undefined ? false : Boolean(v)
  if (widget === 'multiselect') return Array.isArray(v) ? v : []
  if (widget === 'nested') return v && typeof v === 'object' ? mapChildren(info, v as Record<string, unknown>, initialValue) : {}
  if (widget === 'password') return ''
  if (widget === 'datetime') return toLocalInput(v)
  return v ?? ''
}

/** Each writable child of a nested object through `convert` with its own widget (a list child is a list on the wire too). */
function mapChildren(info: FieldInfo, value: Record<string, unknown>, convert: (widget: Widget, child: FieldInfo, v: unknown) => unknown): Record<string, unknown> {
  const children = Object.entries(info.children ?? {}).filter(([, child]) => !child.read_only)
  return Object.fromEntries(children.filter(([name]) => name in value).map(([name, child]) => [name, convert(widgetFor(name, child), child, value[name])]))
}

/** The wire value of a widget's value (`info` names a nested object's children). */
export function wireValue(widget: Widget, value: unknown, info?: FieldInfo): unknown {
  if (widget === 'nested' && info && value && typeof value === 'object') return mapChildren(info, value as Record<string, unknown>, (w, child, v) => wireValue(w, v, child))
  if (widget === 'json') return typeof value === 'string' && value.trim() !== '' ? JSON.parse(value) : null
  if (widget === 'list') return String(value ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  if (widget === 'number') return value === '' || value === null || value === undefined ? null : Number(value)
  if (widget === 'datetime') return value === '' || value === null || value === undefined ? null : new Date(String(value)).toISOString()
  return value
}

/** A stored text that is itself JSON is shown as it is; any other value as JSON (a plain string quoted), so what is shown parses back to it. */
function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** A server date ('2095/01/01 10:00:00 +0000', ISO…) as the value of a datetime-local input. */
function toLocalInput(v: unknown): string {
  if (v === undefined || v === null || v === '') return ''
  const d = new Date(String(v))
  if (Number.isNaN(d.getTime())) return ''
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
}
