import type { FieldSpec } from '../catalogue/types'
import { hasPerms } from '../session/sessions'
import { choiceName, fieldLabel, helpText, type Lang } from '../i18n'
import { choiceValues, listChild, maxLengthOf, metadataType } from './fields'
import type { Ctx, ResourceDef, Row } from './types'

// OPTIONS metadata exactly as SimpleMetadataWithFilters answers (reference §1.6): key order matters.
const DEFAULTS: Record<string, unknown> = { is_active: true, mfa_level: 0, need_update_password: false, is_service_account: false, priority: 50 }

/**
 * What a field's metadata reads besides the field and the request's language: a resource, or a
 * serializer of its own (settings) with labels and help texts of its own (English only).
 */
export type FieldFacts = Pick<ResourceDef, 'maxLength'> & {
  /** The resource, for its help texts in the dictionary (mock-server/i18n). */
  key?: string
  spec: { choices: Record<string, string[]> }
  labels?: Record<string, string>
  helpTexts?: Record<string, string>
  minValues?: Record<string, number>
}

export function fieldInfo(def: FieldFacts, lang: Lang, field: FieldSpec, nestedChildren?: FieldSpec[]): Record<string, unknown> {
  const info: Record<string, unknown> = {}
  info.type = metadataType(field, Boolean(nestedChildren))
  info.required = Boolean(field.req) && !field.ro
  if (!field.ro && DEFAULTS[field.name] !== undefined) info.default = DEFAULTS[field.name]
  info.read_only = Boolean(field.ro)
  info.label = def.labels?.[field.name] ?? fieldLabel(field.name, lang)
  const help = def.helpTexts?.[field.name] ?? (def.key ? helpText(def.key, field.name, lang) : undefined)
  if (help) info.help_text = help
  const max = maxLengthOf(field, def.maxLength)
  if (max !== undefined) info.max_length = max
  if (def.minValues?.[field.name] !== undefined) info.min_value = def.minValues[field.name]
  info.write_only = Boolean(field.wo)
  const child = listChild(field)
  if (child) info.child = fieldInfo(def, lang, { ...child, ro: field.ro })
  if (nestedChildren) {
    info.children = Object.fromEntries(nestedChildren.map((c) => [c.name, fieldInfo(def, lang, c)]))
  }
  const choices = def.spec.choices[field.name]
  if (choices && !field.many) {
    info.choices = choiceValues(choices).map((v) => ({ value: v, display_name: choiceName(field.name, v, lang) }))
  }
  return info
}

const filterNames = (def: ResourceDef) => new Set([...def.spec.filters.map((f) => f.replace(/\(.*\)$/, '')), ...Object.keys(def.filters ?? {})])

/**
 * The fields of a MethodSerializer chosen by another field (reference §1.6 `children`: a storage's
 * meta by ?type=, or the object's own type on its detail route). Hidden fields are never listed.
 */
export function byTypeChildren(def: ResourceDef, type: unknown): FieldSpec[] | undefined {
  const children = def.spec.byType?.children[String(type ?? '')]
  return children?.filter((c) => !c.type.endsWith('HiddenField'))
}

function actionFields(ctx: Ctx, method: string, row?: Row): Record<string, unknown> {
  const { def } = ctx
  const byType = def.spec.byType
  const fields = method === 'GET' ? (def.fields ?? def.spec.fields) : method === 'POST' ? (def.spec.writeFields ?? def.fields ?? def.spec.fields) : (def.fields ?? def.spec.fields)
  const filters = filterNames(def)
  const orders = new Set(def.spec.orderingFields ?? [])
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    const typed = byType?.field === field.name ? byTypeChildren(def, ctx.url.searchParams.get(byType.key) ?? row?.[byType.key]) : undefined
    const info = fieldInfo(def, ctx.lang, field, typed ?? def.spec.nested[field.name])
    if (method === 'GET') {
      if (filters.has(field.name)) info.filter = true
      if (orders.has(field.name)) info.order = true
    }
    out[field.name] = info
  }
  return out
}

/** The methods present: those the route allows, minus those the user may not call (silently omitted). */
export function metadata(ctx: Ctx, detail: boolean, row?: Row): Record<string, unknown> {
  const { def, perms } = ctx
  const spec = def.spec
  const allowed = new Set(
    detail ? spec.detailMethods : spec.listMethods.map((m) => m.replace('bulk:', '')),
  )
  const need: Record<string, string | null> = { POST: def.perms.add, PUT: def.perms.change, GET: def.perms.view, PATCH: def.perms.change }
  const actions: Record<string, unknown> = {}
  // Stock order of the set iteration is not stable in Python; Lina reads by key, we keep POST, PUT, GET, PATCH.
  for (const method of ['POST', 'PUT', 'GET', 'PATCH']) {
    if (!allowed.has(method) || !hasPerms(perms, need[method])) continue
    actions[method] = actionFields(ctx, method, row)
  }
  return envelope(spec.resource.replace(/(^|\s)\S/g, (s) => s.toUpperCase()).replace(/\s*\(.*\)$/, '') + (detail ? ' Instance' : ' List'), actions)
}

/** DRF's OPTIONS body around the actions (reference §1.6). */
export function envelope(name: string, actions: Record<string, unknown>): Record<string, unknown> {
  return {
    name,
    description: '',
    renders: ['application/json', 'text/csv', 'application/xlsx'],
    parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/csv', 'text/xlsx', '*/*'],
    actions,
  }
}
