import type { FieldSpec, RecordedFacts } from '../catalogue/types'
import { recordedFacts } from '../catalogue/facts.generated'
import { resourceSpecs } from '../catalogue/resources.generated'
import { hasPerms } from '../session/sessions'
import { choiceName, fieldLabel, helpText, type Lang } from '../i18n'
import { choiceValues, isHidden, listChild, maxLengthOf, metadataType } from './fields'
import type { Ctx, ResourceDef, Row } from './types'

// OPTIONS metadata exactly as SimpleMetadataWithFilters answers (reference §1.6): key order matters.
// Types, defaults and lengths come from what a real v2.26.1 answered (catalogue/facts.generated.ts, issue 27);
// a resource it never recorded falls back to the TSV's types, these model defaults and maxLengthOf.
// INDEX: an Elasticsearch command storage's index, 'jumpserver' by default (2.26 ESSerializer; domain §9).
const DEFAULTS: Record<string, unknown> = { mfa_level: 0, need_update_password: false, is_service_account: false, INDEX: 'jumpserver' }

/** A model's callable date default, evaluated now: `date_expired` 70 years ahead, the others now (users, perms). */
function dateDefault(recorded: unknown): unknown {
  if (typeof recorded !== 'string') return recorded
  const now = Date.now()
  const ahead = Number(recorded.slice(0, 4)) - new Date(now).getUTCFullYear() > 1
  return new Date(ahead ? now + 70 * 365 * 86_400_000 : now).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')
}

/** The recorded facts of a field path of a resource (undefined: that resource was not recorded). */
export function recordedFactsOf(key: string | undefined, path: string): RecordedFacts | null | undefined {
  const resource = key ? recordedFacts[key] : undefined
  if (!resource) return undefined
  return resource[path] ?? null
}

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

export function fieldInfo(def: FieldFacts, lang: Lang, field: FieldSpec, nestedChildren?: FieldSpec[], path = field.name): Record<string, unknown> {
  const info: Record<string, unknown> = {}
  const facts = recordedFactsOf(def.key, path)
  info.type = facts?.type ?? metadataType(field, Boolean(nestedChildren))
  info.required = Boolean(field.req) && !field.ro
  // A path the recording did not cover (a typed meta's children: null) falls back to the known defaults.
  if (facts) {
    if ('default' in facts) info.default = facts.type === 'datetime' ? dateDefault(facts.default) : facts.default
  } else if (!field.ro && DEFAULTS[field.name] !== undefined) info.default = DEFAULTS[field.name]
  info.read_only = Boolean(field.ro)
  info.label = def.labels?.[field.name] ?? fieldLabel(field.name, lang, def.key, path)
  const help = def.helpTexts?.[field.name] ?? (def.key ? helpText(def.key, field.name, lang) : undefined)
  if (help) info.help_text = help
  const max = facts !== undefined ? facts?.max_length : maxLengthOf(field, def.maxLength)
  if (max !== undefined) info.max_length = max
  if (def.minValues?.[field.name] !== undefined) info.min_value = def.minValues[field.name]
  info.write_only = Boolean(field.wo)
  // A list's child is a field of its own: DRF describes it required and writable, without a label; a
  // serializer with many=True is a list whose child is the nested object.
  const childFacts = recordedFactsOf(def.key, `${path}.child`)
  const child = listChild(field) ?? (childFacts ? { name: field.name, type: nestedChildren ? 'Serializer' : 'Field' } : undefined)
  if (child) {
    const { label: _label, ...childInfo } = fieldInfo(def, lang, { ...child, req: true }, childFacts?.type === 'nested object' ? nestedChildren : undefined, `${path}.child`)
    void _label
    info.child = childInfo
  }
  if (nestedChildren && !(childFacts?.type === 'nested object')) {
    info.children = Object.fromEntries(nestedChildren.map((c) => [c.name, fieldInfo(def, lang, c, undefined, `${path}.children.${c.name}`)]))
  }
  // A nested serializer's choices are keyed `parent.field` in the catalogue (ticket flows' rules.level).
  const choices = path.includes('.') ? (def.spec.choices[`${path.split('.')[0]}.${field.name}`] ?? def.spec.choices[field.name]) : def.spec.choices[field.name]
  if (choices && !field.many) {
    info.choices = choiceValues(choices).map((v) => ({ value: v, display_name: choiceName(field.name, v, lang, def.key) }))
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

/**
 * Without a type, a filter the catalogue lists as a route of its own (applications ?category=db) picks
 * that category's serializer: its nested fields (recorded-2.26.1 applications-db-).
 */
function byQueryChildren(def: ResourceDef, url: URL, field: string): FieldSpec[] | undefined {
  for (const [k, v] of url.searchParams) {
    const row = resourceSpecs.find((s) => s.listUrl === `${def.spec.listUrl}?${k}=${v}`)
    if (row?.nested[field]) return row.nested[field]
  }
  return undefined
}

function actionFields(ctx: Ctx, method: string, row?: Row): Record<string, unknown> {
  const { def } = ctx
  const byType = def.spec.byType
  // A POST the route refuses (optionsOnly) is described by the viewset's serializer_class, as the server's
  // get_serializer does for an action its serializer_classes do not name (tickets: TicketDisplaySerializer,
  // the detail route's).
  const refused = method === 'POST' && def.optionsOnly?.includes('POST')
  const write = method === 'POST' && !refused
  const fields = write ? (def.spec.writeFields ?? def.fields ?? def.spec.fields) : ((refused ? def.detailFields : undefined) ?? def.fields ?? def.spec.fields)
  const filters = filterNames(def)
  const orders = new Set(def.spec.orderingFields ?? [])
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    if (isHidden(field)) continue
    const typed = byType?.field === field.name ? byTypeChildren(def, ctx.url.searchParams.get(byType.key) ?? row?.[byType.key]) : undefined
    const info = fieldInfo(def, ctx.lang, field, typed ?? byQueryChildren(def, ctx.url, field.name) ?? def.spec.nested[field.name])
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
    detail ? spec.detailMethods : [...spec.listMethods.map((m) => m.replace('bulk:', '')), ...(def.optionsOnly ?? [])],
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
