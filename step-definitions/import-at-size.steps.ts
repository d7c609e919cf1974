import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { httpCalls } from '../src/shared/api/client'
import { errorBody } from '../src/shared/api/error-body'
import { resource } from '../src/shared/api/resource'
import { counts, errorText, isFailed, retryFailed, rowErrors, rowsFrom, runImport, type ImportRow } from '../src/generic/import/import-task'
import { consoleClient } from './tasks/api/console-client'
import type { ConsoleWorld } from './support/world'

// Vocabulary: the console's import module (src/generic/import/import-task.ts, the loop the import dialog
// runs) driven in node through the console's own HTTP client against the mock, its clock under the test's
// control: an import of 10 000 rows without a browser and without 17 minutes of real pauses.

const GROUPS = '/api/v1/users/groups/'
const TITLES = ['*Name', 'User', 'Comment']

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

/** The file's good row n: a new user group, imp{n}. */
const goodRow = (n: number): Record<string, string> => ({ '*Name': `imp${n}`, User: '', Comment: `row ${n}` })

Given('a CSV file of {int} new user groups in which every {int}th row is bad, in turn:', function (this: ConsoleWorld, total: number, every: number, table: DataTable) {
  const kinds = table.hashes()
  const lines = [TITLES.join(',')]
  const bad = new Map<number, string>()
  for (let n = 1; n <= total; n++) {
    const row = goodRow(n)
    if (n % every === 0) {
      const kind = kinds[(n / every - 1) % kinds.length]
      assert.ok(TITLES.includes(kind.cell), `no column ${kind.cell}`)
      // "129 letters": a cell of that many letters.
      const letters = /^(\d+) letters$/.exec(kind.value)
      row[kind.cell] = letters ? 'x'.repeat(Number(letters[1])) : kind.value
      bad.set(n, kind.reason)
    }
    lines.push(TITLES.map((t) => csvCell(row[t])).join(','))
  }
  this.memory.bigImport = { csv: lines.join('\n'), total, bad, sent: [], pauses: [], labels: new Map() }
})

When('the console imports it, stopped after {int} rows and then continued', { timeout: 600_000 }, async function (this: ConsoleWorld, stopAfter: number) {
  const run = this.memory.bigImport
  assert.ok(run, 'no file was made')
  const users = resource<Record<string, unknown>>(GROUPS, httpCalls(consoleClient(this)))
  const rendered = await users.renderToJson(new Blob([run.csv], { type: 'text/csv' }), 'csv')
  run.labels = new Map(rendered.title.map(([label, field]) => [field, label.replace(/^\*/, '')]))
  let rows: ImportRow[] = rowsFrom(rendered.data)
  assert.equal(rows.length, run.total, 'render-to-json kept every row')
  const byComment = new Map(rows.map((r, at) => [r.data['comment'], at]))
  assert.equal(byComment.size, rows.length, 'every row has a comment of its own')
  let started = true
  const go = () =>
    runImport({
      rows: () => rows,
      update: (next) => void (rows = next),
      started: () => started,
      send: (data) => {
        // Every row's comment is its own ("row n"): the row sent is found by it without a scan of 10 000 rows.
        const at = byComment.get(data['comment'])
        const row = at === undefined ? undefined : rows[at]
        run.sent.push(row?.status === 'pending' ? row.index + 1 : -1)
        if (run.sent.length === stopAfter) started = false // Stop pressed while this row is under way
        return users.importRow(data, 'create')
      },
      failure: (error) => rowErrors(errorBody(error), 'unknown error'),
      sleep: async (ms) => void run.pauses.push(ms),
    })
  assert.equal(await go(), 'stopped')
  run.stoppedAt = counts(rows)
  run.continuedAt = run.sent.length
  // Continue (the dialog's action): failed rows back to pending, the task started again.
  rows = retryFailed(rows)
  started = true
  assert.equal(await go(), 'done')
  run.rows = rows
})

Then('when it stopped the import summary said {string}', function (this: ConsoleWorld, summary: string) {
  const c = this.memory.bigImport?.stoppedAt
  assert.ok(c, 'the import never stopped')
  assert.equal(`${c.ok} succeeded, ${c.failed} failed, ${c.pending} pending of ${c.total}`, summary)
})

Then('the import ends with the summary {string}', function (this: ConsoleWorld, summary: string) {
  const rows = this.memory.bigImport?.rows
  assert.ok(rows, 'the import never ended')
  const c = counts(rows)
  assert.equal(`${c.ok} succeeded, ${c.failed} failed, ${c.pending} pending of ${c.total}`, summary)
})

Then('Continue sent rows {int} to {int} before retrying any failed row, then the failed rows in file order', function (this: ConsoleWorld, from: number, to: number) {
  const run = this.memory.bigImport!
  const afterContinue = run.sent.slice(run.continuedAt)
  const untried = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  assert.deepEqual(afterContinue.slice(0, untried.length), untried, 'the untried rows came first, in file order')
  const retried = afterContinue.slice(untried.length)
  const failedBefore = [...run.bad.keys()].filter((n) => n < from)
  assert.deepEqual(retried, failedBefore, 'then the rows that had failed, each once')
})

Then('every good row of the file is a user group the server knows', async function (this: ConsoleWorld) {
  const run = this.memory.bigImport!
  const res = await this.api.request<{ count: number; results: Array<{ name: string }> }>('GET', `${GROUPS}?search=imp&limit=20000`)
  const known = new Set(res.body.results.map((u) => u.name))
  const missing = []
  for (let n = 1; n <= run.total; n++) if (!run.bad.has(n) && !known.has(`imp${n}`)) missing.push(n)
  assert.deepEqual(missing, [], 'good rows the server does not know')
  const strays = [...run.bad.keys()].filter((n) => known.has(`imp${n}`))
  assert.deepEqual(strays, [], 'bad rows the server stored')
})

Then('every bad row, and no other, is listed as failed with its reason', function (this: ConsoleWorld) {
  const run = this.memory.bigImport!
  const failed = new Map(run.rows!.filter((r) => isFailed(r.status)).map((r) => [r.index + 1, errorText((r.status as { errors: [] }).errors, (f) => run.labels.get(f) ?? f)]))
  assert.deepEqual([...failed.keys()], [...run.bad.keys()], 'the failed rows are the bad rows')
  for (const [n, reason] of run.bad) assert.equal(failed.get(n), reason, `row ${n}`)
})

Then('the import paused {int} ms after each of its {int} requests', function (this: ConsoleWorld, ms: number, requests: number) {
  const run = this.memory.bigImport!
  assert.equal(run.sent.length, requests, 'requests sent')
  assert.equal(run.pauses.length, requests, 'pauses')
  assert.deepEqual([...new Set(run.pauses)], [ms])
})
