import { isMockClause, type Clause, type Section } from './conformance-clauses'
import type { ScenarioResult } from './conformance-results'

// Maps scenarios to the clauses their tags name (a tag carries exactly the clause with its id).

export type ClauseStatus = 'passed' | 'failed' | 'gap'

export interface ClauseRow {
  clause: Clause
  scenarios: ScenarioResult[]
  status: ClauseStatus
}

export interface UnknownTag {
  tag: string
  scenario: ScenarioResult
}

export interface Conformance {
  sections: { section: Section; rows: ClauseRow[] }[]
  unknownTags: UnknownTag[]
  /** Clauses of the spec (shell, domain): mock clauses are counted apart. */
  totalClauses: number
  carriedClauses: number
  mockClauses: number
  mockCarried: number
  /** Scenario runs that carry at least one clause. */
  carrying: ScenarioResult[]
  passed: number
  failed: number
  /** Scenario runs that cite no clause at all: not wrong, but invisible in the report. */
  untagged: number
}

/** Only tags shaped like clause ids are checked, so other tags (@ui, @wip-free names) never fail. */
const CLAUSE_TAG = /^@(shell|domain|mock)\./

export function clauseIdsOf(scenario: ScenarioResult): string[] {
  return [...new Set(scenario.tags.filter((t) => CLAUSE_TAG.test(t)).map((t) => t.slice(1)))]
}

export function buildConformance(sections: Section[], scenarios: ScenarioResult[]): Conformance {
  const byClause = new Map<string, ScenarioResult[]>()
  sections.forEach((s) => s.clauses.forEach((c) => byClause.set(c.id, [])))
  const unknownTags: UnknownTag[] = []
  const carrying: ScenarioResult[] = []
  let untagged = 0

  for (const scenario of scenarios) {
    const ids = clauseIdsOf(scenario)
    let carries = false
    for (const id of ids) {
      const list = byClause.get(id)
      if (!list) unknownTags.push({ tag: `@${id}`, scenario })
      else {
        list.push(scenario)
        carries = true
      }
    }
    if (carries) carrying.push(scenario)
    else if (ids.length === 0) untagged += 1
  }

  const statusOf = (carried: ScenarioResult[]): ClauseStatus => (carried.length === 0 ? 'gap' : carried.some((s) => s.status === 'failed') ? 'failed' : 'passed')
  const rowsOf = (section: Section): ClauseRow[] => {
    const rows = section.clauses.map((clause) => ({ clause, scenarios: byClause.get(clause.id) ?? [], status: statusOf(byClause.get(clause.id) ?? []) }))
    // A heading no scenario cites is carried by its section when every clause under it is: the heading
    // states no rule of its own beyond them (clauses.md, "How scenarios carry clauses").
    const [umbrella, ...clauses] = rows
    if (umbrella?.clause.umbrella && umbrella.scenarios.length === 0 && clauses.length > 0 && clauses.every((r) => r.status !== 'gap')) {
      const scenarios = [...new Set(clauses.flatMap((r) => r.scenarios))]
      rows[0] = { ...umbrella, scenarios, status: statusOf(scenarios) }
    }
    return rows
  }
  const table = sections.map((section) => ({ section, rows: rowsOf(section) }))
  const rows = table.flatMap((t) => t.rows)
  const spec = rows.filter((r) => !isMockClause(r.clause.id))
  const mock = rows.filter((r) => isMockClause(r.clause.id))
  return {
    sections: table,
    unknownTags,
    totalClauses: spec.length,
    carriedClauses: spec.filter((r) => r.status !== 'gap').length,
    mockClauses: mock.length,
    mockCarried: mock.filter((r) => r.status !== 'gap').length,
    carrying,
    passed: carrying.filter((s) => s.status === 'passed').length,
    failed: carrying.filter((s) => s.status === 'failed').length,
    untagged,
  }
}

export function summaryLine(c: Conformance): string {
  const unknown = c.unknownTags.length ? `, ${c.unknownTags.length} unknown clause tags` : ''
  const mock = c.mockClauses ? ` (mock: ${c.mockCarried}/${c.mockClauses} clauses carried)` : ''
  return `conformance: ${c.carriedClauses}/${c.totalClauses} clauses carried, ${c.passed} passed, ${c.failed} failed${unknown}${mock}`
}

/** The report fails on any failing carrying scenario and on any tag naming no clause (a typo must not count). */
export function isGreen(c: Conformance): boolean {
  return c.failed === 0 && c.unknownTags.length === 0
}
