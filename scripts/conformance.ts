import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import { parseClauses } from './conformance-clauses'
import { buildConformance, isGreen, summaryLine } from './conformance-report'
import { renderHtml, renderMarkdown } from './conformance-render'
import { readScenarioResults } from './conformance-results'

// `npm run conformance` (--run): runs the cucumber profiles, then builds the report.
// Without --run (npm test's last step): builds the report from the NDJSON the earlier layers wrote.
// Writes reports/conformance.{html,md}; prints one closing summary line; non-zero when a carrying
// scenario failed or a tag names an unknown clause.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    run: { type: 'boolean', default: false },
    clauses: { type: 'string', default: 'conformance/clauses.md' },
    out: { type: 'string', default: 'reports' },
  },
})

const PROFILES = ['api', 'ui']
mkdirSync(values.out!, { recursive: true })
// The summary line alone, for npm test to repeat at its end; removed first so a failed run leaves no stale one.
const SUMMARY_FILE = join(values.out!, 'conformance.txt')
rmSync(SUMMARY_FILE, { force: true })

if (values.run) {
  for (const profile of PROFILES) {
    console.log(`conformance: running cucumber profile ${profile}`)
    // A red profile still produces its NDJSON; the report is what says which clauses failed.
    spawnSync('npx', ['cucumber-js', '--profile', profile], {
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx` },
    })
  }
}

/** The run files: named ones, or the profiles just run, or every reports/cucumber-*.ndjson. */
function inputFiles(): string[] {
  if (positionals.length) return positionals
  if (values.run) return PROFILES.map((p) => join(values.out!, `cucumber-${p}.ndjson`))
  return readdirSync(values.out!).filter((f) => /^cucumber-.+\.ndjson$/.test(f)).sort().map((f) => join(values.out!, f))
}

const files = inputFiles()
const missing = files.filter((f) => !existsSync(f))
if (files.length === 0 || missing.length) {
  console.error(`conformance: no cucumber message output to read (${missing.join(', ') || `${values.out}/cucumber-*.ndjson`}): run the cucumber layers first`)
  process.exit(1)
}

const sections = parseClauses(readFileSync(values.clauses!, 'utf8'))
const runName = (file: string) => basename(file, '.ndjson').replace(/^cucumber-/, '')
const scenarios = files.flatMap((file) => {
  try {
    return readScenarioResults(readFileSync(file, 'utf8'), runName(file))
  } catch (error) {
    console.error(`conformance: ${file}: ${(error as Error).message}`)
    process.exit(1)
  }
})
const result = buildConformance(sections, scenarios)

writeFileSync(join(values.out!, 'conformance.md'), renderMarkdown(result, files))
writeFileSync(join(values.out!, 'conformance.html'), renderHtml(result, files, new Date()))
result.unknownTags.forEach((u) => console.error(`conformance: unknown clause tag ${u.tag} on "${u.scenario.name}" (${u.scenario.uri})`))
result.carrying.filter((s) => s.status === 'failed').forEach((s) => console.error(`conformance: FAILED [${s.run}] ${s.name} (${s.uri})`))
console.log(`conformance: report in ${join(values.out!, 'conformance.html')} and conformance.md`)
writeFileSync(SUMMARY_FILE, summaryLine(result) + '\n')
console.log(summaryLine(result))
process.exit(isGreen(result) ? 0 : 1)
