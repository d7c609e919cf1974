// The model of each form field, built once from OPTIONS metadata and the resource's override (shell §5):
// the widget (decided here and nowhere else), how a stored value becomes the widget's value (toForm),
// how the widget's value goes on the wire (toWire), its checks and whether it is a secret. The form
// engine (use-metadata-form.ts) and every form that renders through it read these models; the rules
// themselves stay in the pure tables field-mapping.ts and validation.ts.
import type { FieldInfo } from '@/shared/api/resource'
import { SECRET_FIELDS } from '@/shared/crypto/secret-fields'
import type { FormOverride } from '../resource-config'
import { formFields, initialValue, isTextWidget, widgetFor, wireValue, type Widget } from './field-mapping'
import { isEmpty, validateField } from './validation'

/** A standard widget, or 'custom': the override's component draws the field. */
export type ModelWidget = Widget | 'custom'

/** What goes on the wire for one field: a value, or nothing (the server keeps or defaults it). */
export type Wire = { send: true; value: unknown } | { send: false }

export interface FieldModel {
  name: string
  info: FieldInfo
  widget: ModelWidget
  override?: FormOverride
  /**
   * Drawn, checked and sent with these values (FormOverride.shown: always, never, or while the values
   * say so). The one answer to "is this field shown": nothing else hides a field.
   */
  shown: (values: Record<string, unknown>, isUpdate: boolean) => boolean
  /** Never kept in a draft (shell §3 secrets, write-only strings, a value with encrypted parts). */
  secret: boolean
  /** Checked when the input is left (text) or as soon as it changes (the others), shell §5. */
  trigger: 'blur' | 'change'
  /** The widget's value of a stored (wire) value; undefined when the object has none: the default shows, and is the value. */
  toForm: (stored: unknown) => unknown
  toWire: (value: unknown) => Wire
  /** An i18n key ('errors:fieldRequired'), a message already in the user's words, or null. */
  validate: (value: unknown, all: Record<string, unknown>, isUpdate: boolean) => string | null
}

const blank = (v: unknown) => v === '' || v === undefined || v === null
/** A field is shown unless its override says never, or not with these values. */
const shownBy = (shown: FormOverride['shown'] = true): FieldModel['shown'] => (typeof shown === 'function' ? shown : () => shown)

export function buildFieldModel(name: string, info: FieldInfo, override?: FormOverride): FieldModel {
  const custom = Boolean(override?.component)
  const widget: ModelWidget = custom ? 'custom' : widgetFor(name, info, override?.widget)
  const secret = widget === 'password' || Boolean(override?.encrypt?.length) || (SECRET_FIELDS as readonly string[]).includes(name) || name.endsWith('password')
  return {
    name,
    info,
    widget,
    override,
    shown: shownBy(override?.shown),
    secret,
    trigger: widget !== 'custom' && isTextWidget(widget) ? 'blur' : 'change',
    toForm: (stored) => {
      if (override?.toForm) return override.toForm(stored, info)
      // A richer widget works on the wire value itself (an id, a list of ids).
      if (widget === 'custom') return stored ?? info.default ?? null
      return initialValue(widget, info, stored)
    },
    toWire: (value) => {
      // A field of the form alone (a switch that reveals others) is never the server's business.
      if (override?.local) return { send: false }
      if (override?.toWire) return override.toWire(value, info)
      if (widget === 'custom') return value === null || value === undefined ? { send: false } : { send: true, value }
      // A secret left empty keeps the stored one; an unchosen choice is left to the server's default.
      if ((widget === 'password' || widget === 'radio' || widget === 'select') && blank(value)) return { send: false }
      return { send: true, value: wireValue(widget, value, info) }
    },
    validate: (value, all, isUpdate) => {
      if (override?.required?.(all, isUpdate) && isEmpty(value)) return 'errors:fieldRequired'
      const own = override?.validate?.(value, all)
      if (own) return own
      // A richer widget holds the wire value: only the value checks of a select apply.
      return validateField(name, widget === 'custom' ? 'select' : widget, info, value, isUpdate)
    },
  }
}

/**
 * The models of the fields a form offers, in the metadata's order, minus `exclude` and what is never an
 * input; then the form's own fields (FormOverride.local), placed by the resource's groups.
 */
export function buildFieldModels(fields: Record<string, FieldInfo>, overrides: Record<string, FormOverride> = {}, exclude: readonly string[] = []): FieldModel[] {
  const local = Object.entries(overrides).flatMap(([name, o]): Array<[string, FieldInfo]> => (o.local && !(name in fields) ? [[name, o.local]] : []))
  return [...formFields(fields, exclude), ...local].map(([name, info]) => buildFieldModel(name, info, overrides[name]))
}

/** The widgets' values of a stored object (or of nothing: every default, which is then what is sent). */
export function formValues(models: readonly FieldModel[], stored: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(models.map((m) => [m.name, m.toForm(stored[m.name])]))
}

/** The body the form sends: each shown field's wire value; `only` narrows it (bulk update's ticked fields). */
export function wireBody(models: readonly FieldModel[], values: Record<string, unknown>, only?: (name: string) => boolean, isUpdate = false): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const m of models) {
    if (!m.shown(values, isUpdate) || (only && !only(m.name))) continue
    try {
      const wire = m.toWire(values[m.name])
      if (wire.send) body[m.name] = wire.value
    } catch {
      // JSON that does not parse stays as typed (the check refuses it before a submit).
      body[m.name] = values[m.name]
    }
  }
  return body
}

/** The values a draft may hold: never a secret (shell §3). */
export function draftable(models: readonly FieldModel[], values: Record<string, unknown>): Record<string, unknown> {
  const secret = new Set(models.filter((m) => m.secret).map((m) => m.name))
  return Object.fromEntries(Object.entries(values).filter(([k]) => !secret.has(k) && !(SECRET_FIELDS as readonly string[]).includes(k) && !k.endsWith('password')))
}

/**
 * Stored values named by a route's query (create from context, issue 22: `?nodes=<id>` from the asset
 * tree, `?domain=<id>` from a domain): a field whose value is a list takes a comma-separated list.
 * Secrets, the form's own fields and a field the new form would not show are never taken from a URL.
 */
export function queryValues(models: readonly FieldModel[], query: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const m of models) {
    const raw = query.get(m.name)
    if (raw === null || m.secret || m.override?.local) continue
    const many = Array.isArray(m.toForm(undefined)) || m.info.type === 'multiple choice' || m.info.type === 'list'
    out[m.name] = many ? raw.split(',').filter(Boolean) : raw
  }
  const values = formValues(models, out)
  return Object.fromEntries(Object.entries(out).filter(([name]) => models.find((m) => m.name === name)!.shown(values, false)))
}
