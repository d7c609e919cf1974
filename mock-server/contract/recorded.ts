import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, resolve } from 'node:path'

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

/** The facts of a field's metadata the contract holds (issue 27): labels and help texts are the mock's own words. */
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

const choiceValuesOf = (choices: unknown) => (Array.isArray(choices) ? choices.map((c: { value: unknown }) => c.value) : undefined)

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
 */
export function valueKindDiff(real: Info, mock: Info): string[] {
  return Object.keys(real)
    .filter((k) => real[k] !== null && kindOf(real[k]) !== kindOf(mock[k]))
    .map((k) => `GET.${k} kind: ${kindOf(real[k])} ≠ ${kindOf(mock[k])}`)
}

/** A date default is evaluated per request (now, now + 70 years): the contract holds its kind, not its instant. */
export function normaliseDates(actions: unknown): unknown {
  return JSON.parse(JSON.stringify(actions ?? {}), (key, value) =>
    key === 'default' && typeof value === 'string' && /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(value) ? (Number(value.slice(0, 4)) > 2090 ? '<in 70 years>' : '<now>') : value,
  )
}
