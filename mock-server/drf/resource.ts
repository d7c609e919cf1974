import { http, HttpResponse } from 'msw'
import { authorize } from '../session/sessions'
import { resourceSpecs } from '../catalogue/resources.generated'
import type { FieldSpec, ResourceSpec } from '../catalogue/types'
import { confirmFirst } from '../session/secret-confirm'
import { choiceValues } from './fields'
import { choiceName } from '../i18n'
import { metadata } from './metadata'
import { filterErrors, inScope, pageLinks, selectPage, selectRows } from './query'
import { exportColumns, exportFormat, renderExport, renderToJson } from './transfer'
import type { Ctx, ResourceDef, Row } from './types'
import { validateBody } from './validate'
import { DEFAULT_ORG_ID, ROOT_ORG_ID } from '../store/org-ids'
import { orgById } from '../store/lookups'
import { serverDate } from './dates'
import { nextIntegerId, randomId } from '../store/id-generator'
import { methodNotAllowed, objectNotFound, validationError } from './errors'
import { tableOf } from '../store/live-state'

// The generic DRF-style resource (reference §1.2–§1.10): every resource of the catalogue is served by
// this one module, parameterised by a ResourceDef. One msw handler routes all of them, so a request
// does not pay for ~400 path matches.
export type { Ctx, ResourceDef, Row }

export interface ResourceOptions extends Partial<Omit<ResourceDef, 'spec' | 'key' | 'perms'>> {
  model: string
  /** 'app.codename' of the model, e.g. 'users.user'; or explicit codenames per action. */
  perm: string | Partial<ResourceDef['perms']>
  /** Facts the TSV lacks (xpack rows are all '?', reference §3): merged over the catalogue row. */
  specPatch?: Partial<ResourceSpec>
}

const specByName = new Map(resourceSpecs.map((s) => [s.resource, s]))

/** A resource the catalogue lacks (xpack's plan executions, named by the console only): its patch gives the rest. */
const blankSpec = (resource: string, listUrl: string): ResourceSpec => ({
  resource, listUrl, listMethods: ['GET'], detailMethods: ['GET'], renderToJson: false, serializer: '', fields: [], filters: [], backends: [],
  search: [], ordering: [], orderingFields: null, extraActions: [], writeSerializer: null, writeFields: null, nested: {}, choices: {}, notes: '',
})

/** Builds a ResourceDef from the catalogue row named `key` (the TSV's resource column). */
export function defineResource(key: string, options: ResourceOptions): ResourceDef {
  const row = specByName.get(key) ?? (options.specPatch?.listUrl ? blankSpec(key, options.specPatch.listUrl) : undefined)
  if (!row) throw new Error(`unknown resource ${key}`)
  // Choices a resource adds (a nested field's) join the TSV's rather than replace them.
  const spec: ResourceSpec = { ...row, ...options.specPatch, choices: { ...row?.choices, ...options.specPatch?.choices } }
  const [app, code] = typeof options.perm === 'string' ? options.perm.split('.') : ['', '']
  const codename = (action: string) => (typeof options.perm === 'string' ? `${app}.${action}_${code}` : null)
  const explicit = typeof options.perm === 'string' ? {} : options.perm
  const path = spec.listUrl.replace(/\?.*$/, '').replace(/\{(\w+)\}/g, ':$1')
  const { perm: _perm, specPatch: _patch, ...rest } = options
  void _perm
  void _patch
  return {
    key,
    spec,
    orgScoped: spec.fields.some((f) => f.name === 'org_id'),
    table: () => tableOf(key),
    path,
    bulkDelete: 'org',
    ...rest,
    perms: {
      view: explicit.view !== undefined ? explicit.view : codename('view'),
      add: explicit.add !== undefined ? explicit.add : codename('add'),
      change: explicit.change !== undefined ? explicit.change : codename('change'),
      delete: explicit.delete !== undefined ? explicit.delete : codename('delete'),
    },
  }
}

// ---- serialization ----------------------------------------------------------------------------

function derived(field: FieldSpec, row: Row, ctx: Ctx): unknown {
  const { def } = ctx
  const n = field.name
  if (n === 'org_name') return row.org_id === ROOT_ORG_ID ? 'GLOBAL' : (orgById(String(row.org_id))?.name ?? '')
  const display = /^(\w+)_display$/.exec(n)
  if (display && def.spec.choices[display[1]] && row[display[1]] !== undefined) return choiceName(display[1], row[display[1]], ctx.lang, def.key)
  const amount = /^(\w+)_amount$/.exec(n)
  if (amount && Array.isArray(row[amount[1]])) return (row[amount[1]] as unknown[]).length
  if (field.many || field.type.startsWith('ListField')) return []
  if (field.type === 'BooleanField') return false
  if (field.type === 'IntegerField' || field.type === 'FloatField') return 0
  if (field.type === 'CharField') return ''
  return null
}

/** The model keys on an integer (AutoField): the store holds the id as a string, the wire as a number. */
const integerIds = (def: ResourceDef) => (def.fields ?? def.spec.fields).some((f) => f.name === 'id' && f.type === 'IntegerField')

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i
/**
 * `?ids=` holding something that is not an id of the model (`-`, a name): 2.26.1's IDInFilter passes it to
 * `id__in`, whose ValidationError it leaves unhandled (a 500); the mock, which answers no input with a 500
 * (issue 27), refuses it with a 400 naming the filter, in Django's words.
 */
function idsErrors(ctx: Ctx): Record<string, string[]> | undefined {
  const ids = ctx.url.searchParams.get('ids')
  if (!ids) return undefined
  const integer = integerIds(ctx.def)
  const bad = ids.split(',').map((v) => v.trim()).find((v) => !(integer ? /^\d+$/.test(v) : UUID.test(v)))
  if (bad === undefined) return undefined
  return { ids: [integer ? `Field 'id' expected a number but got '${bad}'.` : `“${bad}” is not a valid UUID.`] }
}

export function serialize(row: Row, ctx: Ctx): Record<string, unknown> {
  const { def } = ctx
  const extra = def.serialize?.(row, ctx) ?? {}
  const out: Record<string, unknown> = {}
  for (const f of def.fields ?? def.spec.fields) {
    if (f.wo) continue
    out[f.name] = f.name in extra ? extra[f.name] : f.name in row ? row[f.name] : derived(f, row, ctx)
  }
  if (integerIds(def) && typeof out.id === 'string') out.id = Number(out.id)
  // The write-only fields of a MethodSerializer chosen by type (a storage's secret key) are not read back either.
  const byType = def.spec.byType
  const value = byType ? out[byType.field] : undefined
  if (byType && value && typeof value === 'object') {
    const hidden = new Set((byType.children[String(row[byType.key])] ?? []).filter((c) => c.wo).map((c) => c.name))
    out[byType.field] = Object.fromEntries(Object.entries(value).filter(([k]) => !hidden.has(k)))
  }
  return out
}

/** ?fields= / ?fields!= trimming on GET (reference §1.3). */
function trim(items: Record<string, unknown>[], url: URL): Record<string, unknown>[] {
  const keep = url.searchParams.get('fields')
  const drop = url.searchParams.get('fields!')
  if (!keep && !drop) return items
  const keepSet = keep ? new Set(keep.split(',')) : undefined
  const dropSet = new Set((drop ?? '').split(','))
  return items.map((o) => Object.fromEntries(Object.entries(o).filter(([k]) => (!keepSet || keepSet.has(k)) && !dropSet.has(k))))
}

// ---- rows ---------------------------------------------------------------------------------------

function initialValues(def: ResourceDef, ctx: Ctx): Record<string, unknown> {
  const now = serverDate(new Date())
  const out: Record<string, unknown> = {}
  for (const f of def.fields ?? def.spec.fields) {
    if (/_display$|_amount$/.test(f.name) || f.type === 'ReadOnlyField' || f.type === 'SerializerMethodField' || f.name === 'org_name') continue
    if (f.many || f.type.startsWith('ListField')) out[f.name] = []
    else if (f.type === 'BooleanField') out[f.name] = f.name === 'is_active' || f.name === 'is_valid'
    else if (f.type === 'IntegerField') out[f.name] = f.name === 'priority' ? 50 : 0
    else if (f.type === 'ChoiceField' && def.spec.choices[f.name]) out[f.name] = choiceValues(def.spec.choices[f.name])[0]
    else if (f.type === 'CharField' || f.type === 'EmailField') out[f.name] = ''
    else if (f.type === 'DateTimeField') out[f.name] = null
  }
  if (def.orgScoped) out.org_id = ctx.org.id === ROOT_ORG_ID ? DEFAULT_ORG_ID : ctx.org.id
  return { ...out, date_created: now, date_updated: now, created_by: ctx.user.username }
}

function findRow(ctx: Ctx, id: string): Row | undefined {
  const row = ctx.def.table().get(id)
  return row && inScope(row, ctx) ? row : undefined
}

const INVALID_JSON = Symbol.for('invalid-json')
const UNSUPPORTED = Symbol.for('unsupported-media-type')

/**
 * The body as DRF's parsers read it (reference §1: JSON, form, multipart): another content type is a 415,
 * JSON that does not parse a 400. A body without a content type is read as JSON (the mock's own tests).
 */
async function readJson(request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    const form = await request.formData().catch(() => null)
    return form ? Object.fromEntries([...form.keys()].map((k) => { const all = form.getAll(k).map(String); return [k, all.length > 1 ? all : all[0]] })) : INVALID_JSON
  }
  if (type && type !== 'application/json' && !type.endsWith('+json')) return UNSUPPORTED
  const text = await request.text()
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    return INVALID_JSON
  }
}
const JSON_PARSE_ERROR = (body: symbol, request: Request) =>
  body === UNSUPPORTED
    ? HttpResponse.json({ detail: `Unsupported media type "${request.headers.get('content-type') ?? ''}" in request.`, code: 'unsupported_media_type' }, { status: 415 })
    : HttpResponse.json({ detail: 'JSON parse error - Expecting value', code: 'parse_error' }, { status: 400 })

function createOne(ctx: Ctx, data: Record<string, unknown>, body: Record<string, unknown>): Row {
  const { def } = ctx
  const row = { ...initialValues(def, ctx), ...def.defaults?.(ctx), ...data, id: String(data.id ?? (integerIds(def) ? nextIntegerId(def.table().all()) : randomId())) } as Row
  const stored = def.table().insert(row)
  def.afterWrite?.(stored, body, ctx, true)
  return def.table().get(stored.id) ?? stored
}

function updateOne(ctx: Ctx, row: Row, data: Record<string, unknown>, body: Record<string, unknown>): Row {
  const { def } = ctx
  const patch: Record<string, unknown> = { ...data, date_updated: serverDate(new Date()) }
  delete patch.id
  const stored = def.table().update(row.id, patch) ?? row
  def.afterWrite?.(stored, body, ctx, false)
  return def.table().get(row.id) ?? stored
}

/** The first refusal of the model's save among the writes of one request (the whole request is rolled back). */
function refusedSave(ctx: Ctx, writes: Array<[Record<string, unknown>, Row | undefined]>): Response | undefined {
  if (!ctx.def.beforeSave) return undefined
  for (const [data, existing] of writes) {
    const refused = ctx.def.beforeSave(data, ctx, existing)
    if (refused) return refused
  }
  return undefined
}

// ---- handlers -----------------------------------------------------------------------------------

const has = (list: string[], method: string) => list.includes(method)

async function listRoute(ctx: Ctx): Promise<Response> {
  const { def, request, url } = ctx
  const method = request.method
  const methods = def.spec.listMethods
  // The server asks for the confirmation before OPTIONS of a secret list too (recorded-2.26.1 *-secrets).
  if (method === 'OPTIONS' && def.confirm) {
    const refused = confirmFirst(ctx.session, ctx.user, def.confirm)
    if (refused) return refused
  }
  if (method === 'OPTIONS') return def.noOptions ? methodNotAllowed(method) : HttpResponse.json(metadata(ctx, false))
  if (method === 'GET' && has(methods, 'GET')) {
    if (def.confirm) {
      const refused = confirmFirst(ctx.session, ctx.user, def.confirm)
      if (refused) return refused
    }
    const refused = def.beforeList?.(ctx)
    if (refused) return refused
    const errors = idsErrors(ctx) ?? filterErrors(ctx)
    if (errors) return validationError(errors)
    const format = exportFormat(ctx)
    const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10)
    const offset = Math.max(0, Number.parseInt(url.searchParams.get('offset') ?? '0', 10) || 0)
    if (format) {
      const template = url.searchParams.get('template')
      const rows = Number.isFinite(limit) && limit > 0 ? selectPage(ctx, offset, limit).rows : selectRows(ctx)
      return renderExport(ctx, format, exportColumns(def, template), rows.map((r) => serialize(r, ctx)))
    }
    if (!Number.isFinite(limit) || limit <= 0) return HttpResponse.json(trim(selectRows(ctx).map((r) => serialize(r, ctx)), url))
    const { count, rows } = selectPage(ctx, offset, limit)
    return HttpResponse.json({ count, ...pageLinks(url, offset, limit, count), results: trim(rows.map((r) => serialize(r, ctx)), url) })
  }
  if (method === 'POST' && has(methods, 'POST')) {
    const body = await readJson(request)
    if (typeof body === 'symbol') return JSON_PARSE_ERROR(body, request)
    const items = Array.isArray(body) ? body : [body]
    const results = items.map((item) => validateBody(def, item, ctx, false))
    if (results.some((r) => r.errors)) {
      return validationError(Array.isArray(body) ? results.map((r) => r.errors ?? {}) : results[0].errors)
    }
    const refused = refusedSave(ctx, results.map((r) => [r.data, undefined]))
    if (refused) return refused
    const created = results.map((r, i) => createOne(ctx, r.data, items[i] as Record<string, unknown>))
    const out = created.map((row) => serialize(row, ctx))
    return HttpResponse.json((Array.isArray(body) ? out : out[0]) as Record<string, unknown>, { status: 201 })
  }
  if ((method === 'PUT' || method === 'PATCH') && has(methods, `bulk:${method}`)) {
    const body = await readJson(request)
    if (typeof body === 'symbol') return JSON_PARSE_ERROR(body, request)
    if (!Array.isArray(body)) return validationError({ non_field_errors: ['Expected a list of items but got type "dict".'] })
    if (body.some((item) => !item || typeof item !== 'object' || (!('id' in item) && !('pk' in item)))) return validationError(['id or pk not in data'])
    const allowed = new Map(selectRows(ctx).map((r) => [String(r.id), r]))
    const targets = body.map((item) => allowed.get(String(item.id ?? item.pk)))
    if (targets.some((t) => !t)) return validationError([`${def.model} matching query does not exist.`])
    const results = body.map((item, i) => validateBody(def, item, ctx, method === 'PATCH', targets[i]))
    if (results.some((r) => r.errors)) return validationError(results.map((r) => r.errors ?? {}))
    const refused = refusedSave(ctx, results.map((r, i) => [r.data, targets[i]]))
    if (refused) return refused
    const updated = results.map((r, i) => updateOne(ctx, targets[i]!, r.data, body[i]))
    return HttpResponse.json(updated.map((row) => serialize(row, ctx)))
  }
  if (method === 'DELETE' && has(methods, 'bulk:DELETE')) {
    const selected = selectRows(ctx)
    if (!bulkDeleteAllowed(ctx, selected)) return new HttpResponse(null, { status: 400 })
    for (const row of selected) {
      const refused = def.beforeDelete?.(row, ctx)
      if (refused) return refused
    }
    for (const row of selected) {
      def.table().remove(row.id)
      def.afterDelete?.(row, ctx)
    }
    return new HttpResponse(null, { status: 204 })
  }
  return methodNotAllowed(method)
}

/** Refusal rules of reference §1.9. */
function bulkDeleteAllowed(ctx: Ctx, selected: Row[]): boolean {
  const q = ctx.url.searchParams
  const whole = ctx.def.table().all().filter((r) => inScope(r, ctx)).length
  switch (ctx.def.bulkDelete) {
    case 'never':
      return false
    case 'jms':
      return q.has('ids') || q.has('spm') || q.has('id')
    case 'users':
      return selected.length < whole
    default:
      return q.has('spm') || selected.length === 1 || selected.length < whole
  }
}

async function detailRoute(listCtx: Ctx, id: string): Promise<Response> {
  const ctx = listCtx.def.detailFields ? { ...listCtx, def: { ...listCtx.def, fields: listCtx.def.detailFields } } : listCtx
  const { def, request } = ctx
  const method = request.method
  const methods = def.spec.detailMethods
  if (method === 'OPTIONS') return HttpResponse.json(metadata(ctx, true, findRow(ctx, id)))
  if (!has(methods, method)) return methodNotAllowed(method)
  const row = findRow(ctx, id)
  if (!row) return objectNotFound(def.model)
  if (method === 'GET') {
    if (def.confirm) {
      const refused = confirmFirst(ctx.session, ctx.user, def.confirm)
      if (refused) return refused
    }
    return HttpResponse.json(trim([serialize(row, ctx)], ctx.url)[0])
  }
  if (method === 'DELETE') {
    const refused = def.beforeDelete?.(row, ctx)
    if (refused) return refused
    def.table().remove(row.id)
    def.afterDelete?.(row, ctx)
    return new HttpResponse(null, { status: 204 })
  }
  const body = await readJson(request)
  if (typeof body === 'symbol') return JSON_PARSE_ERROR(body, request)
  const result = validateBody(def, body, ctx, method === 'PATCH', row)
  if (result.errors) return validationError(result.errors)
  const refused = refusedSave(ctx, [[result.data, row]])
  if (refused) return refused
  return HttpResponse.json(serialize(updateOne(ctx, row, result.data, body as Record<string, unknown>), ctx))
}

function permFor(def: ResourceDef, method: string, kind: 'list' | 'detail' | 'import'): string | null {
  if (kind === 'import') return [def.perms.add, def.perms.change].filter(Boolean).join('|') || null
  switch (method) {
    case 'GET':
      return def.perms.view
    case 'POST':
      return def.perms.add
    case 'PUT':
    case 'PATCH':
      return def.perms.change
    case 'DELETE':
      return def.perms.delete
    default:
      return null // OPTIONS: the metadata omits what the user may not do.
  }
}

// ---- routing ------------------------------------------------------------------------------------

interface Compiled {
  def: ResourceDef
  names: string[]
  list: RegExp
  importPath: RegExp
  detail: RegExp
}

const source = (path: string) => path.replace(/[.+?^$()[\]\\]/g, '\\$&').replace(/:(\w+)/g, '([^/]+)')

function compile(def: ResourceDef): Compiled {
  const src = source(def.path)
  return {
    def,
    names: Array.from(def.path.matchAll(/:(\w+)/g), (m) => m[1]),
    list: new RegExp(`^${src}$`),
    importPath: new RegExp(`^${src}render-to-json/$`),
    detail: new RegExp(`^${src}([^/]+)/$`),
  }
}

/** A route another handler answers: the router leaves it to that handler (see `claimedRoutes`). */
export interface Claim {
  method: RegExp | string
  pattern: RegExp
}

/**
 * The (method, path) pairs of the hand-written handlers, compiled once. The router runs before them
 * (so a resource request does not pay for msw compiling ~60 path patterns on every request) and steps
 * aside for these, which keeps their precedence: /users/users/suggestions/ is not a user id.
 */
export function claimedRoutes(handlers: readonly unknown[]): Claim[] {
  const out: Claim[] = []
  for (const h of handlers) {
    const info = (h as { info?: { method?: unknown; path?: unknown } }).info
    if (!info || typeof info.path !== 'string' || !info.path.includes('/api/')) continue
    const src = info.path
      .replace(/\/$/, '')
      .split(/(\*|:\w+)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^$()[\]{}|\\]/g, '\\$&')))
      .join('')
    out.push({ method: info.method as RegExp | string, pattern: new RegExp(`^${src}/?$`) })
  }
  return out
}

const claims = (claimed: readonly Claim[], method: string, href: string) =>
  claimed.some((c) => (typeof c.method === 'string' ? c.method.toUpperCase() === method : c.method.test(method)) && c.pattern.test(href))

/** One msw handler serving every ResourceDef; lists win over details (/nodes/children/ is not a node). */
export function resourceRouter(defs: ResourceDef[], claimed: readonly Claim[] = []) {
  const compiled: Compiled[] = []
  const seen = new Set<string>()
  for (const def of defs) {
    if (seen.has(def.path)) continue // ?category= rows share one endpoint.
    seen.add(def.path)
    compiled.push(compile(def))
  }
  const route = (path: string) => {
    for (const c of compiled) {
      const m = c.list.exec(path)
      if (m) return { c, kind: 'list' as const, m }
    }
    for (const c of compiled) {
      const m = c.importPath.exec(path)
      if (m && c.def.spec.renderToJson) return { c, kind: 'import' as const, m }
    }
    for (const c of compiled) {
      const m = c.detail.exec(path)
      if (m) return { c, kind: 'detail' as const, m }
    }
    return undefined
  }

  // A predicate instead of a path pattern: msw would compile '*/api/v1/*' on every request.
  const matches = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/v1/')) return false
    return !claims(claimed, request.method, url.origin + url.pathname)
  }

  return http.all(matches, async ({ request, cookies }) => {
    const url = new URL(request.url)
    const hit = route(url.pathname)
    if (!hit) return undefined
    const { c, kind, m } = hit
    const params = Object.fromEntries(c.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]))
    const auth = authorize<Record<string, string>>(request, cookies, permFor(c.def, request.method, kind), params)
    if (auth instanceof Response) return auth
    const ctx: Ctx = { ...auth, url, def: c.def }
    if (kind === 'import') return request.method === 'POST' ? renderToJson(c.def, request) : methodNotAllowed(request.method)
    if (kind === 'list') return listRoute(ctx)
    return detailRoute(ctx, decodeURIComponent(m[c.names.length + 1]))
  })
}
