import type { FieldSpec } from '../catalogue/types'
import { ROOT_ORG_ID } from '../store/org-ids'
import { parseServerDate, serverDate } from './dates'
import { userById } from '../store/lookups'
import { tableOf } from '../store/live-state'
import { rowsKeyed } from './query'
import { decryptField } from './crypto'
import { byTypeChildren, recordedFactsOf } from './metadata'
import { choiceValues, isSecret, listChild, maxLengthOf } from './fields'
import type { Ctx, Errors, ResourceDef, Row } from './types'

// Serializer validation with DRF's messages (reference §1.5): {field: [msgs]}, nested dicts for
// nested serializers, per-item dicts for list fields.
const REQUIRED = 'This field is required.'
const typeName = (v: unknown) => (Array.isArray(v) ? 'list' : v === null ? 'NoneType' : typeof v === 'number' ? (Number.isInteger(v) ? 'int' : 'float') : typeof v === 'boolean' ? 'bool' : typeof v === 'object' ? 'dict' : 'str')
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

export const writeFieldsOf = (def: ResourceDef): FieldSpec[] => (def.spec.writeFields ?? def.fields ?? def.spec.fields).filter((f) => !f.ro)

/** Text columns the server's models declare null=True (users.phone, assets.number). */
const NULLABLE_TEXT = new Set(['phone', 'number'])

function relatedExists(resource: string | ((id: string) => boolean), id: unknown): boolean {
  if (typeof resource === 'function') return resource(String(id))
  if (resource === '@user') return Boolean(userById(String(id)))
  return Boolean(tableOf(resource).get(String(id)))
}

/** Whether the related model's pk is a UUIDField (its rows' ids are UUIDs), so a non-UUID never reaches the lookup. */
function uuidKeyed(resource: string | ((id: string) => boolean)): boolean {
  if (typeof resource === 'function') return false
  if (resource === '@user') return true
  const first = tableOf(resource).all()[0]
  return first !== undefined && UUID.test(String(first.id))
}

/** DRF's PrimaryKeyRelatedField: Django's UUIDField refuses a non-UUID before the lookup, else the pk must exist. */
function relationError(resource: string | ((id: string) => boolean), id: unknown): string | undefined {
  if (typeof id === 'string' && !UUID.test(id) && uuidKeyed(resource)) return `“${id}” is not a valid UUID.`
  return relatedExists(resource, id) ? undefined : `Invalid pk "${String(id)}" - object does not exist.`
}

function checkValue(field: FieldSpec, value: unknown, def: ResourceDef, partial = false): { value?: unknown; errors?: unknown } {
  // A nested serializer with many=True (ticket flow rules): a list, each item checked as one, errors per item.
  if (def.spec.nested[field.name] && field.many) {
    if (!Array.isArray(value)) return { errors: { non_field_errors: [`Expected a list of items but got type "${typeName(value)}".`] } }
    const items = value.map((item) => checkValue({ ...field, many: false }, item, def, partial))
    return items.some((r) => r.errors) ? { errors: items.map((r) => r.errors ?? {}) } : { value: items.map((r) => r.value) }
  }
  if (def.spec.nested[field.name]) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { errors: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(value)}.`] } }
    }
    const inner: Errors = {}
    const out: Record<string, unknown> = {}
    for (const child of def.spec.nested[field.name]) {
      const v = (value as Record<string, unknown>)[child.name]
      if (v === undefined) {
        if (child.req) inner[child.name] = [REQUIRED]
        // DRF fills a missing child with its default outside a partial update (an ACL group's ['*']).
        const recorded = partial ? undefined : recordedFactsOf(def.key, `${field.name}.children.${child.name}`)
        if (recorded && 'default' in recorded) out[child.name] = structuredClone(recorded.default)
        continue
      }
      const r = checkValue(child, v, def, partial)
      if (r.errors) inner[child.name] = r.errors
      else out[child.name] = r.value
    }
    // The serializer's order, as DRF writes it back; keys it does not declare kept after them.
    const undeclared = Object.entries(value as Record<string, unknown>).filter(([k]) => !(k in out))
    return Object.keys(inner).length ? { errors: inner } : { value: { ...out, ...Object.fromEntries(undeclared) } }
  }
  if (field.many) {
    if (!Array.isArray(value)) return { errors: [`Expected a list of items but got type "${typeName(value)}".`] }
    const target = def.relations?.[field.name]
    const bad = target ? value.map((id) => relationError(target, id)).find(Boolean) : undefined
    if (bad !== undefined) return { errors: [bad] }
    return { value }
  }
  const single = def.relations?.[field.name]
  if (single && value !== null && value !== '') {
    if (typeof value === 'object') return { errors: [`Incorrect type. Expected pk value, received ${typeName(value)}.`] }
    const bad = relationError(single, value)
    if (bad) return { errors: [bad] }
    return { value }
  }
  if (isSecret(field)) return { value: decryptField(value) }
  if (field.type === 'UUIDField' && !(value === null || UUID.test(String(value)))) return { errors: [`“${String(value)}” is not a valid UUID.`] }
  const base = field.type.replace(/\(.*\)$/, '')
  if (base === 'ActionsField') return actionsValue(value, def.spec.choices[field.name] ?? [])
  const choices = def.spec.choices[field.name]
  if (choices && (base === 'ChoiceField' || base === 'CharField' || base === 'IntegerField')) {
    const allowed = choiceValues(choices)
    const hit = allowed.find((c) => String(c) === String(value))
    if (value === null && !NULLABLE_TEXT.has(field.name)) return { errors: ['This field may not be null.'] }
    if (hit === undefined && !(value === '' || value === null)) return { errors: [`"${value}" is not a valid choice.`] }
    return { value: hit ?? value }
  }
  switch (base) {
    case 'CharField':
    case 'EmailField':
    case 'SlugField':
    case 'URLField': {
      // A model CharField is null=False unless said (DRF: allow_null follows the model): null is refused.
      if (value === null) return NULLABLE_TEXT.has(field.name) ? { value: null } : { errors: ['This field may not be null.'] }
      if (typeof value === 'object') return { errors: ['Not a valid string.'] }
      const text = String(value).trim()
      const max = maxLengthOf(field, def.maxLength)
      if (max !== undefined && text.length > max) return { errors: [`Ensure this field has no more than ${max} characters.`] }
      if (base === 'EmailField' && text && !EMAIL.test(text)) return { errors: ['Enter a valid email address.'] }
      if (field.req && !text) return { errors: ['This field may not be blank.'] }
      return { value: text }
    }
    case 'IntegerField':
      if (value === null || value === '') return { value: null }
      if (!/^-?\d+$/.test(String(value))) return { errors: ['A valid integer is required.'] }
      return { value: Number(value) }
    case 'FloatField':
      if (Number.isNaN(Number(value))) return { errors: ['A valid number is required.'] }
      return { value: Number(value) }
    case 'BooleanField': {
      const t = ['true', '1', 'True', 'yes', 'on'], f = ['false', '0', 'False', 'no', 'off']
      if (value === true || value === false) return { value }
      if (t.includes(String(value))) return { value: true }
      if (f.includes(String(value))) return { value: false }
      return { errors: ['Must be a valid boolean.'] }
    }
    case 'DateTimeField': {
      if (value === null || value === '') return { value: null }
      const d = parseServerDate(String(value))
      if (!d) return { errors: ['Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].'] }
      return { value: serverDate(d) }
    }
    case 'JSONField':
      if (typeof value === 'string') {
        try {
          return { value: JSON.parse(value) }
        } catch {
          return { errors: ['Value must be valid JSON.'] }
        }
      }
      return { value }
    case 'ListField': {
      if (!Array.isArray(value)) return { errors: [`Expected a list of items but got type "${typeName(value)}".`] }
      const child = listChild(field)
      if (!child || child.type !== 'CharField') return { value }
      const bad = value.findIndex((v) => typeof v === 'object' && v !== null)
      return bad >= 0 ? { errors: { [bad]: ['Not a valid string.'] } } : { value: value.map(String) }
    }
    default:
      return { value }
  }
}

// 2.26's perms Action bits: a permission stores their sum and reads back every choice it contains.
const ACTION_BITS: Record<string, number> = { connect: 1, upload_file: 2, download_file: 4, updownload: 6, clipboard_copy: 8, clipboard_paste: 16, clipboard_copy_paste: 24, all: 0xff }
/** Action.DB_CHOICES' order, in which value_to_choices names what a sum contains. */
const ACTION_ORDER = ['all', 'connect', 'upload_file', 'download_file', 'updownload', 'clipboard_copy', 'clipboard_paste', 'clipboard_copy_paste']

/** The sum of action names (Action.choices_to_value); unknown names add nothing. */
export const actionsSum = (names: readonly unknown[]): number => names.reduce<number>((n, v) => n | (ACTION_BITS[String(v)] ?? 0), 0)
/** Every action a sum contains (Action.value_to_choices). */
export const actionsOfSum = (sum: number): string[] => ACTION_ORDER.filter((c) => (sum & ACTION_BITS[c]) === ACTION_BITS[c])

function actionsValue(value: unknown, choices: string[]): { value?: unknown; errors?: unknown } {
  if (!Array.isArray(value)) return { errors: [`Expected a list of items but got type "${typeName(value)}".`] }
  const bad = value.find((v) => !choices.includes(String(v)))
  if (bad !== undefined) return { errors: [`"${bad}" is not a valid choice.`] }
  const sum = actionsSum(value)
  return { value: choices.filter((c) => ACTION_BITS[c] !== undefined && (sum & ACTION_BITS[c]) === ACTION_BITS[c]) }
}

export interface Validated {
  data: Record<string, unknown>
  errors?: Errors
}

/** Validates a body for create (partial false), PUT (partial false) or PATCH (partial true). */
export function validateBody(resource: ResourceDef, body: unknown, ctx: Ctx, partial: boolean, existing?: Row): Validated {
  const def = withTypedChildren(resource, ctx.url, existing)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { data: {}, errors: { non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(body)}.`] } }
  }
  const input = body as Record<string, unknown>
  const errors: Errors = {}
  const data: Record<string, unknown> = {}
  for (const field of writeFieldsOf(def)) {
    const present = field.name in input && input[field.name] !== undefined
    if (!present) {
      // PUT re-validates required fields except those the stored row already has (DRF partial=False).
      if (field.req && !partial && !(existing && existing[field.name] !== undefined && existing[field.name] !== null)) errors[field.name] = [REQUIRED]
      continue
    }
    const value = input[field.name]
    if ((value === null || value === '') && field.req && !field.many) {
      errors[field.name] = [value === null ? 'This field may not be null.' : 'This field may not be blank.']
      continue
    }
    const r = checkValue(field, value, def, partial)
    if (r.errors) errors[field.name] = r.errors
    else data[field.name] = r.value
  }
  // A create that reuses an id is refused by the primary key's unique check (issue 27: was a 500).
  if (!existing && data.id !== undefined && data.id !== null && def.table().get(String(data.id))) {
    errors.id = [`${def.model.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} with this id already exists.`]
  }
  if (!Object.keys(errors).length) Object.assign(errors, uniqueErrors(def, { ...existing, ...data }, ctx, existing) ?? {})
  if (!Object.keys(errors).length) Object.assign(errors, def.validate?.(data, ctx, existing) ?? {})
  return Object.keys(errors).length ? { data, errors } : { data }
}

/**
 * A MethodSerializer chosen by type (a storage's meta) checks the fields of the stored object's type,
 * else of the request's ?type= — as the server's get_meta_serializer does, never the body's type.
 */
function withTypedChildren(def: ResourceDef, url: URL, existing?: Row): ResourceDef {
  const byType = def.spec.byType
  if (!byType) return def
  const children = byTypeChildren(def, existing?.[byType.key] ?? url.searchParams.get(byType.key))
  return children ? { ...def, spec: { ...def.spec, nested: { ...def.spec.nested, [byType.field]: children } } } : def
}

/** Org-scoped unique-together blames every non-org field (reference §1.5). */
function uniqueErrors(def: ResourceDef, candidate: Record<string, unknown>, ctx: Ctx, existing?: Row): Errors | undefined {
  const errors: Errors = {}
  const orgId = existing?.org_id ?? (ctx.org.id === ROOT_ORG_ID ? undefined : ctx.org.id)
  for (const group of def.unique ?? []) {
    if (group.some((f) => candidate[f] === undefined || candidate[f] === null || candidate[f] === '')) continue
    // The group's values, case folded, as one key: the rows holding it come from an index, not a scan.
    const keyOf = (row: Record<string, unknown>) => JSON.stringify(group.map((f) => String(row[f]).toLowerCase()))
    const clash = rowsKeyed(def.table(), `unique:${group.join(',')}`, keyOf, keyOf(candidate)).some(
      (row) => row.id !== existing?.id && (!def.orgScoped || row.org_id === orgId),
    )
    if (clash) group.forEach((f) => (errors[f] = ['This field must be unique.']))
  }
  return Object.keys(errors).length ? errors : undefined
}
