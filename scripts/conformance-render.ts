import type { ClauseRow, Conformance } from './conformance-report'
import { summaryLine } from './conformance-report'
import type { ScenarioResult } from './conformance-results'

// Renders the conformance model as a Markdown summary and a self-contained HTML page.

const scenarioLabel = (s: ScenarioResult) => `[${s.run}] ${s.name} (${s.uri})`

function sectionCounts(rows: ClauseRow[]) {
  return {
    total: rows.length,
    carried: rows.filter((r) => r.status !== 'gap').length,
    failed: rows.filter((r) => r.status === 'failed').length,
  }
}

export function renderMarkdown(c: Conformance, sources: string[]): string {
  const lines = [`# Conformance to the spec`, '', `**${summaryLine(c)}**`, '']
  lines.push(`Read from: ${sources.join(', ')}. Scenario runs citing no clause: ${c.untagged}.`, '')
  lines.push('| section | clauses | carried | failing |', '|---|---|---|---|')
  for (const { section, rows } of c.sections) {
    const n = sectionCounts(rows)
    lines.push(`| ${section.id} ${section.title} | ${n.total} | ${n.carried} | ${n.failed} |`)
  }
  const failing = c.sections.flatMap((s) => s.rows).filter((r) => r.status === 'failed')
  if (failing.length) {
    lines.push('', '## Failing clauses', '')
    for (const row of failing) {
      lines.push(`- \`${row.clause.id}\` ${row.clause.text}`)
      row.scenarios.filter((s) => s.status === 'failed').forEach((s) => lines.push(`  - FAILED ${scenarioLabel(s)}`))
    }
  }
  if (c.unknownTags.length) {
    lines.push('', '## Tags naming no clause (fix the tag or add the clause to conformance/clauses.md)', '')
    c.unknownTags.forEach((u) => lines.push(`- \`${u.tag}\` on ${scenarioLabel(u.scenario)}`))
  }
  lines.push('', '## Gaps (clauses no scenario carries)', '')
  for (const { section, rows } of c.sections) {
    const gaps = rows.filter((r) => r.status === 'gap')
    if (gaps.length) lines.push(`- **${section.id}**: ${gaps.map((r) => `\`${r.clause.id}\``).join(', ')}`)
  }
  return lines.join('\n') + '\n'
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

function scenarioItem(s: ScenarioResult): string {
  const detail = s.status === 'failed' && s.message ? `<pre>${escape(s.message.slice(0, 600))}</pre>` : ''
  return `<li class="${s.status}"><b>${s.status}</b> [${escape(s.run)}] ${escape(s.name)} <small>${escape(s.uri)}</small>${detail}</li>`
}

function clauseRow(row: ClauseRow): string {
  const scenarios = row.scenarios.length ? `<ul>${row.scenarios.map(scenarioItem).join('')}</ul>` : '<em>gap: no scenario</em>'
  const kind = row.clause.umbrella ? ' <small>(umbrella: the section as a whole)</small>' : ''
  const note = row.clause.note ? `<br><small><i>Note:</i> ${escape(row.clause.note)}</small>` : ''
  return `<tr class="${row.status}"><td><code>${escape(row.clause.id)}</code></td><td>${escape(row.clause.text)}${kind}${note}</td><td>${scenarios}</td></tr>`
}

export function renderHtml(c: Conformance, sources: string[], generatedAt: Date): string {
  const nav = c.sections
    .map(({ section, rows }) => {
      const n = sectionCounts(rows)
      return `<a href="#${section.id}" class="${n.failed ? 'failed' : ''}">${section.id} ${n.carried}/${n.total}</a>`
    })
    .join(' · ')
  const unknown = c.unknownTags.length
    ? `<h2 class="failed">Tags naming no clause</h2><ul>${c.unknownTags.map((u) => `<li class="failed"><code>${escape(u.tag)}</code> on [${escape(u.scenario.run)}] ${escape(u.scenario.name)} <small>${escape(u.scenario.uri)}</small></li>`).join('')}</ul>`
    : ''
  const body = c.sections
    .map(({ section, rows }) => `<h2 id="${section.id}">${section.id} ${escape(section.title)}</h2>
<table><thead><tr><th>clause</th><th>text</th><th>scenarios</th></tr></thead><tbody>${rows.map(clauseRow).join('\n')}</tbody></table>`)
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Conformance to the spec</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222}
table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}td,th{border:1px solid #ddd;padding:4px 8px;vertical-align:top;text-align:left}
tr.passed td:first-child{border-left:6px solid #1a7f37}tr.failed{background:#ffe5e5}tr.failed td:first-child{border-left:6px solid #c00}
tr.gap{color:#777}tr.gap td:first-child{border-left:6px solid #ccc}
li.failed,a.failed,h2.failed,.failed>b{color:#c00}li.passed>b{color:#1a7f37}ul{margin:0;padding-left:1.2rem}pre{white-space:pre-wrap;font-size:12px;margin:2px 0}
.summary{font-size:1.2rem;font-weight:600}
</style></head><body>
<h1>Conformance to the spec</h1>
<p class="summary ${c.failed || c.unknownTags.length ? 'failed' : ''}">${escape(summaryLine(c))}</p>
<p>Generated ${generatedAt.toISOString()} from ${sources.map(escape).join(', ')}. A clause is <b>passed</b> when every scenario carrying it passed,
<b class="failed">failed</b> (red) when any failed, a <b>gap</b> (grey) when none carries it. Scenario runs citing no clause: ${c.untagged}.</p>
<p>${nav}</p>
${unknown}
${body}
</body></html>
`
}
