import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'
import type { Client } from '../entry/test-client'

// The answers of a real v2.26.1 core (shared/reference/recorded-2.26.1/, its README): the server's word
// on shapes. The folder sits beside the checkout (`../shared/…` from the repo root, as in CI), or beside
// the folder of git worktrees (`../../shared/…`); JMS_RECORDED_DIR names another place.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const candidates = [resolve(repoRoot, '../shared/reference/recorded-2.26.1'), resolve(repoRoot, '../../shared/reference/recorded-2.26.1')]
export const RECORDED_DIR = process.env.JMS_RECORDED_DIR ?? candidates.find((dir) => existsSync(resolve(dir, '_summary.json'))) ?? candidates[0]

export interface Recorded { status: number; body: unknown }
export interface RecordedEndpoint { name: string; path: string; GET: number; OPTIONS: number }

export const recordingPresent = () => existsSync(resolve(RECORDED_DIR, '_summary.json'))

export function recordedEndpoints(): RecordedEndpoint[] {
  const summary = JSON.parse(readFileSync(resolve(RECORDED_DIR, '_summary.json'), 'utf8')) as Record<string, Omit<RecordedEndpoint, 'name'>>
  return Object.entries(summary).map(([name, v]) => ({ name, ...v }))
}

export function recorded(name: string, method: 'GET' | 'OPTIONS'): Recorded {
  return JSON.parse(readFileSync(resolve(RECORDED_DIR, `${name}.${method}.json`), 'utf8')) as Recorded
}

/** The facts of a field's metadata the contract holds (issue 27); labels are held apart (labelDiff, labels.test.ts), help texts are the mock's own words. */
export const FIELD_FACTS = ['type', 'required', 'read_only', 'write_only', 'default', 'max_length', 'choices'] as const
/** The settings serializers' labels and help texts (top-level fields) are the mock's copy of the server's words: compared too. */
export const SETTINGS_FACTS = [...FIELD_FACTS, 'label', 'help_text'] as const
type Fact = (typeof SETTINGS_FACTS)[number]

type Info = Record<string, unknown>

/** Differences between two OPTIONS `actions` maps, one line per fact: `POST.users.default: … ≠ …`. */
export function metadataDiff(real: Record<string, Record<string, Info>>, mock: Record<string, Record<string, Info>>, facts: readonly Fact[] = FIELD_FACTS): string[] {
  const out: string[] = []
  for (const method of new Set([...Object.keys(real), ...Object.keys(mock)])) {
    const r = real[method]
    const m = mock[method]
    if (!r || !m) {
      out.push(`${method}: ${r ? 'present' : 'absent'} ≠ ${m ? 'present' : 'absent'}`)
      continue
    }
    fieldsDiff(`${method}`, r, m, out, facts)
  }
  return out
}

function fieldsDiff(prefix: string, r: Record<string, Info>, m: Record<string, Info>, out: string[], facts: readonly Fact[]) {
  for (const name of new Set([...Object.keys(r), ...Object.keys(m)])) {
    if (!r[name] || !m[name]) {
      out.push(`${prefix}.${name}: ${r[name] ? 'present' : 'absent'} ≠ ${m[name] ? 'present' : 'absent'}`)
      continue
    }
    infoDiff(`${prefix}.${name}`, r[name], m[name], out, facts)
  }
}

const show = (v: unknown) => (v === undefined ? '–' : JSON.stringify(v))

function infoDiff(prefix: string, r: Info, m: Info, out: string[], facts: readonly Fact[]) {
  for (const fact of facts) {
    const rv = fact === 'choices' ? choiceValuesOf(r.choices) : r[fact]
    const mv = fact === 'choices' ? choiceValuesOf(m.choices) : m[fact]
    if (JSON.stringify(rv) !== JSON.stringify(mv)) out.push(`${prefix}.${fact}: ${show(rv)} ≠ ${show(mv)}`)
  }
  if (r.child || m.child) infoDiff(`${prefix}.child`, (r.child ?? {}) as Info, (m.child ?? {}) as Info, out, FIELD_FACTS)
  if (r.children || m.children) fieldsDiff(`${prefix}.children`, (r.children ?? {}) as Record<string, Info>, (m.children ?? {}) as Record<string, Info>, out, FIELD_FACTS)
}

/** A field's choices as `value=display name`: the names the console shows are compared too (in English, as recorded). */
const choiceValuesOf = (choices: unknown) => (Array.isArray(choices) ? choices.map((c: { value: unknown; display_name?: unknown }) => `${c.value}=${c.display_name}`) : undefined)

/** The first item of a list answer (a bare array or a page). */
export function firstItem(body: unknown): Info | undefined {
  const items = Array.isArray(body) ? body : (body as { results?: unknown[] } | null)?.results
  return Array.isArray(items) && items.length ? (items[0] as Info) : undefined
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

/**
 * A settings answer's or a list item's values by kind (string, number, boolean, array, object): the seed may
 * differ, a value's kind may not. A value the server leaves null may hold the mock's seeded one; a value the
 * server holds may not be null in the mock (a computed field left unset), nor missing (`undefined`).
 * Nested values are compared the same way, recursively: an object's keys the server fills (a key only the
 * mock has is reported too), and an array's first items when both have one (`GET.meta.data.id`,
 * `GET.protocols[0]`).
 */
export function valueKindDiff(real: Info, mock: Info, prefix = 'GET'): string[] {
  const out: string[] = []
  for (const k of Object.keys(real)) nestedKindDiff(`${prefix}.${k}`, real[k], mock[k], out)
  return out
}

function nestedKindDiff(path: string, r: unknown, m: unknown, out: string[]) {
  if (r === null) return
  if (kindOf(r) !== kindOf(m)) {
    out.push(`${path} kind: ${kindOf(r)} ≠ ${kindOf(m)}`)
    return
  }
  if (Array.isArray(r) && Array.isArray(m)) {
    if (r.length && m.length) nestedKindDiff(`${path}[0]`, r[0], m[0], out)
  } else if (r && typeof r === 'object') {
    const ro = r as Info
    const mo = m as Info
    const extra = Object.keys(mo).filter((k) => !(k in ro))
    if (extra.length) out.push(`${path} keys: extra ${extra.join(',')}`)
    for (const k of Object.keys(ro)) nestedKindDiff(`${path}.${k}`, ro[k], mo[k], out)
  }
}

/** The kinds a value of an OPTIONS field type may have (besides null); undefined: any ('field', a ReadOnlyField). */
function kindsOfType(info: Info): string[] | undefined {
  switch (info.type) {
    case 'string': case 'datetime': case 'date': case 'time': case 'url': case 'email': case 'slug': case 'regex': case 'image upload': case 'file upload':
      return ['string']
    case 'integer': case 'float':
      return ['number']
    case 'decimal':
      return ['string']
    case 'boolean':
      return ['boolean']
    case 'list': case 'multiple choice':
      return ['array']
    case 'nested object':
      return ['object']
    case 'choice': {
      const kinds = Array.isArray(info.choices) ? [...new Set(info.choices.map((c: { value: unknown }) => kindOf(c.value)))] : []
      return kinds.length ? kinds : undefined
    }
    default:
      return undefined
  }
}

/**
 * A list item held against the server's own description of it (the recorded OPTIONS' GET fields), for a list
 * the recording has no item of: the item's keys are the fields that are not write-only, and each non-null
 * value has a kind its field's type allows (a string for 'string' and 'datetime', a number for 'integer', an
 * array for 'list', an object for 'nested object', a choice's values' kind; a 'field' may be anything). The
 * children of a nested object and the child of a list are held the same way, recursively.
 */
export function itemMetadataDiff(fields: Record<string, Info>, item: Info, prefix = 'GET'): string[] {
  const out: string[] = []
  const readable = Object.keys(fields).filter((k) => fields[k].write_only !== true)
  // A nested serializer over a stored dict (an application's attrs) skips a key the dict lacks unless the
  // field is required, has a default or is computed (read-only); a model's serializer writes every field.
  const always = (k: string) => prefix === 'GET' || fields[k].required === true || fields[k].default !== undefined || fields[k].read_only === true
  const missing = readable.filter((k) => !(k in item) && always(k))
  const extra = Object.keys(item).filter((k) => !readable.includes(k))
  if (missing.length || extra.length) out.push(`${prefix === 'GET' ? 'item' : prefix} keys: missing ${missing.join(',') || '–'}; extra ${extra.join(',') || '–'}`)
  for (const k of readable) {
    if (!(k in item)) continue
    out.push(...valueMetadataDiff(`${prefix}.${k}`, fields[k], item[k]))
  }
  return out
}

function valueMetadataDiff(path: string, info: Info, value: unknown): string[] {
  if (value === null) return []
  const kinds = kindsOfType(info)
  if (kinds && !kinds.includes(kindOf(value))) return [`${path} kind: ${String(info.type)} ≠ ${kindOf(value)}`]
  if (info.type === 'nested object' && info.children && value && typeof value === 'object' && !Array.isArray(value)) return itemMetadataDiff(info.children as Record<string, Info>, value as Info, path)
  if (info.type === 'list' && info.child && Array.isArray(value) && value.length) return valueMetadataDiff(`${path}[0]`, info.child as Info, value[0])
  return []
}

/** A date default is evaluated per request (now, now + 70 years): the contract holds its kind, not its instant. */
export function normaliseDates(actions: unknown): unknown {
  return JSON.parse(JSON.stringify(actions ?? {}), (key, value) =>
    key === 'default' && typeof value === 'string' && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(value) ? (Number(value.slice(0, 4)) > 2090 ? '<in 70 years>' : '<now>') : value,
  )
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/
/**
 * Where an id of the recording's install sits, the list whose first item is the mock's counterpart: the
 * recording's seed user (granted an asset) is the ordinary "user", its ticket (with a comment) the oldest.
 */
const OWNERS: [RegExp, string][] = [
  [/\/perms\/users\/$/, '/api/v1/users/users/?username=user'],
  [/\/assets\/assets\/$/, '/api/v1/assets/assets/'],
  [/\/asset-permissions\/$/, '/api/v1/perms/asset-permissions/'],
  [/\/system-users\/$/, '/api/v1/assets/system-users/'],
  [/ticket_id=$/, '/api/v1/tickets/tickets/?order=date_created'],
]

/** A recorded path with the mock's counterpart of the recording's install's id in it (OWNERS). */
export async function mockPath(client: Client, path: string): Promise<string> {
  const m = UUID.exec(path)
  if (!m || m[0].startsWith('00000000-')) return path
  const before = path.slice(0, m.index)
  const list = OWNERS.find(([re]) => re.test(before))?.[1]
  if (!list) throw new Error(`no owner list for ${path}`)
  const { body } = await client.json<{ id: string }[] | { results: { id: string }[] }>('GET', list)
  return before + (Array.isArray(body) ? body : body.results)[0].id + path.slice(m.index + m[0].length)
}

/**
 * The methods whose fields the console shows as form, column and detail labels: those that write, and GET,
 * which the server describes only for an endpoint that writes nothing (site messages, login logs, subscriptions).
 */
export const LABELLED_METHODS = ['POST', 'PUT', 'GET'] as const

/**
 * The labels of the fields (POST, PUT, GET) of a recorded OPTIONS `actions`, nested fields too (a
 * nested object's children, a list's child's), against the mock's, one line per difference:
 * `POST.nodes.label: "Nodes" ≠ "Node"`, `POST.attrs.children.use_ssl.label: …`; a field the mock lacks is `–`.
 */
export function labelDiff(real: Record<string, Record<string, Info>>, mock: Record<string, Record<string, Info>>): string[] {
  const out: string[] = []
  for (const method of LABELLED_METHODS) if (real[method]) fieldLabelsDiff(method, real[method], mock[method] ?? {}, out)
  return out
}

function fieldLabelsDiff(prefix: string, real: Record<string, Info>, mock: Record<string, Info>, out: string[]) {
  for (const [name, info] of Object.entries(real)) {
    const m = mock[name] ?? {}
    if (m.label !== info.label) out.push(`${prefix}.${name}.label: ${show(info.label)} ≠ ${show(m.label)}`)
    const children = (info.children ?? (info.child as Info | undefined)?.children) as Record<string, Info> | undefined
    const mockChildren = (m.children ?? (m.child as Info | undefined)?.children ?? {}) as Record<string, Info>
    if (children) fieldLabelsDiff(`${prefix}.${name}.children`, children, mockChildren, out)
  }
}

/**
 * The fields (as labelDiff walks them) whose label, and the choices whose name, the mock answers in the
 * recording's English in a request for another language, but for the words `untranslated` names (the
 * server's own English in every language): `POST.reviewers_amount: "Reviewers amount"`,
 * `GET.operate=Upload: "Upload"`.
 */
export function leftInEnglish(real: Record<string, Record<string, Info>>, mock: Record<string, Record<string, Info>>, untranslated: { labels: ReadonlySet<string>; choices: ReadonlySet<string> }): string[] {
  const out: string[] = []
  type Choice = { value: unknown; display_name: unknown }
  const walk = (prefix: string, r: Record<string, Info>, m: Record<string, Info>) => {
    for (const [name, info] of Object.entries(r)) {
      const mi = m[name] ?? {}
      if (mi.label === info.label && !untranslated.labels.has(String(info.label))) out.push(`${prefix}.${name}: ${show(info.label)}`)
      for (const c of (info.choices as Choice[] | undefined) ?? []) {
        const mc = ((mi.choices as Choice[] | undefined) ?? []).find((x) => x.value === c.value)
        if (mc?.display_name === c.display_name && !untranslated.choices.has(String(c.display_name))) out.push(`${prefix}.${name}=${String(c.value)}: ${show(c.display_name)}`)
      }
      const children = (info.children ?? (info.child as Info | undefined)?.children) as Record<string, Info> | undefined
      if (children) walk(`${prefix}.${name}.children`, children, (mi.children ?? (mi.child as Info | undefined)?.children ?? {}) as Record<string, Info>)
    }
  }
  for (const method of LABELLED_METHODS) if (real[method]) walk(method, real[method], mock[method] ?? {})
  return out
}

/** How many labels labelDiff compares in a recorded `actions`: its fields, nested ones too. */
export function labelCount(real: Record<string, Record<string, Info>>): number {
  const count = (fields: Record<string, Info>): number =>
    Object.values(fields).reduce((n, info) => n + 1 + count((info.children ?? (info.child as Info | undefined)?.children ?? {}) as Record<string, Info>), 0)
  return LABELLED_METHODS.reduce((n, method) => n + count(real[method] ?? {}), 0)
}
