import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseClauses } from './conformance-clauses'
import { buildConformance, isGreen, summaryLine } from './conformance-report'
import { renderHtml, renderMarkdown } from './conformance-render'
import { readScenarioResults } from './conformance-results'

const INDEX = `# title
## shell.7 The calls
- \`shell.7.timeout\` The client times out after 60 s.
- \`shell.7.no-retry\` No retry.
## domain.2 Routes
- \`domain.2.console.users\` users: list; create.
`

type Step = 'PASSED' | 'FAILED' | 'UNDEFINED' | 'SKIPPED'

/** Synthetic cucumber message output: one scenario per entry, attempts in order. */
function ndjson(scenarios: { name: string; tags: string[]; attempts?: Step[][]; selected?: boolean; unfinished?: boolean }[]): string {
  const lines: object[] = []
  scenarios.forEach((s, i) => {
    lines.push({ pickle: { id: `p${i}`, uri: 'features/x.feature', name: s.name, tags: s.tags.map((name) => ({ name })) } })
    if (s.selected === false) return
    lines.push({ testCase: { id: `tc${i}`, pickleId: `p${i}` } })
    const attempts = s.attempts ?? [['PASSED']]
    attempts.forEach((steps, a) => {
      const started = `st${i}-${a}`
      lines.push({ testCaseStarted: { id: started, testCaseId: `tc${i}`, attempt: a } })
      steps.forEach((status) => lines.push({ testStepFinished: { testCaseStartedId: started, testStepResult: { status, message: status === 'FAILED' ? 'boom' : undefined } } }))
      if (!s.unfinished) lines.push({ testCaseFinished: { testCaseStartedId: started, willBeRetried: a < attempts.length - 1 } })
    })
  })
  return lines.map((l) => JSON.stringify(l)).join('\n')
}

describe('the clause index', () => {
  it('makes each heading an umbrella clause and each item a clause of its section', () => {
    const sections = parseClauses(INDEX)
    expect(sections.map((s) => s.id)).toEqual(['shell.7', 'domain.2'])
    expect(sections[0].clauses.map((c) => [c.id, c.umbrella])).toEqual([['shell.7', true], ['shell.7.timeout', false], ['shell.7.no-retry', false]])
  })

  it('reads indented lines under a clause as its note, and mock sections beside the spec', () => {
    const sections = parseClauses(`${INDEX}  The console reads it so,\n  for a reason.\n## mock.1 The mock\n- \`mock.1.csrf\` Refuses a call without the token.\n`)
    expect(sections.map((s) => s.id)).toEqual(['shell.7', 'domain.2', 'mock.1'])
    expect(sections[1].clauses[1].note).toBe('The console reads it so, for a reason.')
    expect(sections[0].clauses[1].note).toBeUndefined()
  })

  it('rejects duplicates, clauses outside their section and malformed ids', () => {
    expect(() => parseClauses(`${INDEX}- \`domain.2.console.users\` again\n`)).toThrow(/duplicate/)
    expect(() => parseClauses(`## shell.1 A\n- \`shell.2.x\` misplaced\n`)).toThrow(/not inside/)
    expect(() => parseClauses(`## shell.1 A\n- \`shell.1..x\` bad\n`)).toThrow(/malformed/)
  })

  it('the real index has every section of both documents and the route rows of domain §2', () => {
    const sections = parseClauses(readFileSync('conformance/clauses.md', 'utf8'))
    const ids = sections.map((s) => s.id)
    for (let n = 1; n <= 9; n++) expect(ids).toEqual(expect.arrayContaining([`shell.${n}`, `domain.${n}`]))
    const all = sections.flatMap((s) => s.clauses.map((c) => c.id))
    expect(all).toEqual(expect.arrayContaining(['domain.2.console.users', 'domain.2.settings.license', 'shell.4.startup-order', 'shell.6.list-actions']))
    sections.forEach((s) => expect(s.clauses.length).toBeGreaterThan(1))
  })
})

describe('reading cucumber messages', () => {
  it('keeps only the scenarios selected to run, with the outcome of their last attempt', () => {
    const results = readScenarioResults(ndjson([
      { name: 'ok', tags: [] },
      { name: 'filtered out', tags: [], selected: false },
      { name: 'red', tags: [], attempts: [['PASSED', 'FAILED']] },
      { name: 'flaky then green', tags: [], attempts: [['FAILED'], ['PASSED']] },
      { name: 'undefined step', tags: [], attempts: [['PASSED', 'UNDEFINED']] },
      { name: 'skipped', tags: [], attempts: [['SKIPPED']] },
      { name: 'crashed', tags: [], unfinished: true },
    ]), 'ui')
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['ok', 'passed'], ['red', 'failed'], ['flaky then green', 'passed'], ['undefined step', 'failed'], ['skipped', 'failed'], ['crashed', 'failed'],
    ])
    expect(results[1].message).toBe('FAILED: boom')
    expect(results.every((r) => r.run === 'ui')).toBe(true)
  })

  it('refuses a file cut short instead of reading half of it', () => {
    const text = ndjson([{ name: 'ok', tags: [] }])
    expect(() => readScenarioResults(text + '\n{"testCaseFinished":{"testCa', 'ui')).toThrow(/line 6 is not a cucumber message/)
  })
})

describe('mapping scenarios to clauses', () => {
  const sections = parseClauses(INDEX)
  const build = (text: string) => buildConformance(sections, readScenarioResults(text, 'api'))

  it('a tag carries exactly its clause: a section tag carries only the umbrella', () => {
    const c = build(ndjson([{ name: 'a', tags: ['@api', '@shell.7'] }, { name: 'b', tags: ['@shell.7.timeout'] }]))
    const status = Object.fromEntries(c.sections.flatMap((s) => s.rows).map((r) => [r.clause.id, r.status]))
    expect(status).toEqual({ 'shell.7': 'passed', 'shell.7.timeout': 'passed', 'shell.7.no-retry': 'gap', 'domain.2': 'gap', 'domain.2.console.users': 'gap' })
    expect(summaryLine(c)).toBe('conformance: 2/5 clauses carried, 2 passed, 0 failed')
    expect(isGreen(c)).toBe(true)
  })

  it('a heading no scenario cites is carried when every clause of its section is, and fails with them', () => {
    const all = build(ndjson([{ name: 'a', tags: ['@shell.7.timeout'] }, { name: 'b', tags: ['@shell.7.no-retry'], attempts: [['FAILED']] }]))
    expect(all.sections[0].rows.map((r) => [r.clause.id, r.status])).toEqual([['shell.7', 'failed'], ['shell.7.timeout', 'passed'], ['shell.7.no-retry', 'failed']])
    const some = build(ndjson([{ name: 'a', tags: ['@shell.7.timeout'] }]))
    expect(some.sections[0].rows[0].status).toBe('gap')
  })

  it('one failing scenario fails its clause and the report, even when another carrier passed', () => {
    const c = build(ndjson([
      { name: 'green', tags: ['@domain.2.console.users'] },
      { name: 'red', tags: ['@domain.2.console.users'], attempts: [['FAILED']] },
    ]))
    expect(c.sections[1].rows[1].status).toBe('failed')
    // domain.2's heading too: its one clause is carried (and fails).
    expect(c.sections[1].rows[0].status).toBe('failed')
    expect(summaryLine(c)).toBe('conformance: 2/5 clauses carried, 1 passed, 1 failed')
    expect(isGreen(c)).toBe(false)
  })

  it('a clause-shaped tag naming no clause fails the report; other tags are ignored', () => {
    const c = build(ndjson([{ name: 'typo', tags: ['@shell.7.timout', '@ui', '@backend-mode', '@shellish'] }]))
    expect(c.unknownTags.map((u) => u.tag)).toEqual(['@shell.7.timout'])
    expect(c.carrying).toHaveLength(0)
    expect(summaryLine(c)).toMatch(/0\/5 clauses carried, 0 passed, 0 failed, 1 unknown clause tags$/)
    expect(isGreen(c)).toBe(false)
  })

  it('counts mock clauses apart from the spec clauses', () => {
    const withMock = parseClauses(`${INDEX}## mock.1 The mock\n- \`mock.1.csrf\` Refuses a call without the token.\n`)
    const c = buildConformance(withMock, readScenarioResults(ndjson([{ name: 'm', tags: ['@mock.1.csrf'] }, { name: 's', tags: ['@shell.7.timeout'] }]), 'api'))
    expect(summaryLine(c)).toBe('conformance: 1/5 clauses carried, 2 passed, 0 failed (mock: 2/2 clauses carried)')
    expect(buildConformance(withMock, readScenarioResults(ndjson([{ name: 'typo', tags: ['@mock.1.csfr'] }]), 'api')).unknownTags.map((u) => u.tag)).toEqual(['@mock.1.csfr'])
  })

  it('a failing scenario that carries no clause does not fail the report but is counted as untagged', () => {
    const c = build(ndjson([{ name: 'red, untagged', tags: ['@ui'], attempts: [['FAILED']] }]))
    expect(c.untagged).toBe(1)
    expect(isGreen(c)).toBe(true)
  })

  it('renders failures in red and lists gaps', () => {
    const c = build(ndjson([{ name: '<red>', tags: ['@shell.7.timeout'], attempts: [['FAILED']] }]))
    const html = renderHtml(c, ['x.ndjson'], new Date(0))
    expect(html).toContain('<tr class="failed"><td><code>shell.7.timeout</code>')
    expect(html).toContain('&lt;red&gt;')
    expect(html).not.toContain('<red>')
    const md = renderMarkdown(c, ['x.ndjson'])
    expect(md).toContain('## Failing clauses')
    expect(md).toContain('- **shell.7**: `shell.7`, `shell.7.no-retry`')
  })
})
