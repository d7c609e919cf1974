import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import en from '../src/shared/i18n/locales/en/errors'
import { detectLanguage } from '../src/shared/i18n'
import { licenceBanners, passwordBanner } from '../src/shared/lib/banners'
import { dateShortcutRange, formatDate, rangeFromQuery, showsAbsoluteDate, withDefaultTimes, type DateShortcut } from '../src/shared/lib/dates'
import { humanizeDuration } from '../src/shared/lib/durations'
import { importColumnWidth, importFileProblem, importHelpParams } from '../src/shared/lib/import-rules'
import { deviceFor } from '../src/shared/lib/layout'
import { otpCodeProblem } from '../src/shared/lib/otp'
import { paginationFor, type TableKind } from '../src/shared/lib/paging'
import { decodeFilters, encodeFilters } from '../src/shared/lib/query-encoding'
import { truncateTitle } from '../src/shared/lib/truncate-title'
import type { ConsoleWorld } from './support/world'
import { rules } from './tasks/api/console-client'

// Vocabulary: the constants of shell §9 and domain §9 as the console applies them (page sizes, titles,
// import limits, dates, durations, banners, layouts, filters in the URL, languages, codes).

const interpolate = (text: string, params: Record<string, unknown> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]))

// ── Tables, titles, imports, dates, banners, small limits (shell §9, domain §9) ────────────────

Then('a {string} table offers the page sizes {list} and starts at {int} with {int} page buttons', function (kind: string, sizes: string[], size: number, buttons: number) {
  const p = paginationFor(kind as TableKind)
  assert.deepEqual([...p.sizes], sizes.map(Number))
  assert.equal(p.size, size)
  assert.equal(p.pagerButtons, buttons)
})

Then('a {string} table told to remember {int} starts at {int}', function (kind: string, remembered: number, size: number) {
  assert.equal(paginationFor(kind as TableKind, remembered).size, size)
})

Then('a {string} table without pagination asks for {int} rows', function (kind: string, rows: number) {
  assert.equal(paginationFor(kind as TableKind, null, false).size, rows)
})

Then('a detail title of {int} characters is shown as {int} characters {word} an ellipsis', function (length: number, shown: number, how: string) {
  const title = 'x'.repeat(length)
  const out = truncateTitle(title)
  assert.equal(out.startsWith('x'.repeat(shown)) && !out.startsWith('x'.repeat(shown + 1)), true, out)
  assert.equal(out.endsWith('...'), how === 'with')
})

Then('an import file {string} of {float} MB is {}', function (name: string, mb: number, verdict: string) {
  const problem = importFileProblem({ name, size: Math.round(mb * 1024 * 1024) })
  const expected = { accepted: null, 'refused as too large': 'importFileTooLarge', 'refused as the wrong type': 'importFileType' }[verdict]
  assert.notEqual(expected, undefined, `unknown verdict ${verdict}`)
  assert.equal(problem, expected)
})

Then('the import help text says {string}', function (text: string) {
  assert.equal(interpolate(en.importFileTooLarge, importHelpParams()), text)
})

Then('an import column titled with {int} characters is {int} px wide', function (chars: number, width: number) {
  assert.equal(importColumnWidth('c'.repeat(chars)), width)
})

const SHORTCUTS: Record<string, DateShortcut> = { 'last 24 hours': 'day', week: 'week', month: 'month', '3 months': 'threeMonths' }
const NOW = new Date('2024-06-15T12:00:00Z')
const DAY_MS = 86_400_000

Then('the date shortcut {string} starts {int} hours before now', function (shortcut: string, hours: number) {
  const range = dateShortcutRange(SHORTCUTS[shortcut], NOW)
  assert.equal((NOW.getTime() - range.start.getTime()) / 3_600_000, hours)
  assert.equal(range.end.getTime(), NOW.getTime())
})

Then('a picked day runs from {string} to {string}', function (start: string, end: string) {
  const r = withDefaultTimes({ start: NOW, end: NOW })
  const hms = (d: Date) => [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':')
  assert.deepEqual([hms(r.start), hms(r.end)], [start, end])
})

/** "00:00:01" on the local day `shift` days from NOW. */
const onDay = (shift: number, time: string) => {
  const [h, m, s] = time.split(':').map(Number)
  return new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() + shift, h, m, s).getTime()
}

Then(
  'the date range from the query {string} runs from {int} days ago at {string} to {int} day ahead at {string}',
  function (query: string, before: number, startTime: string, after: number, endTime: string) {
    const r = rangeFromQuery(new URLSearchParams(query), NOW)
    assert.deepEqual([r.start.getTime(), r.end.getTime()], [onDay(-before, startTime), onDay(after, endTime)])
  },
)

Then('a duration of {int} seconds is shown as {string}', function (seconds: number, shown: string) {
  assert.equal(humanizeDuration(seconds), shown)
})

Then('a site message {float} days old is shown {word}', function (age: number, how: string) {
  assert.equal(showsAbsoluteDate(new Date(NOW.getTime() - age * DAY_MS), NOW), how === 'absolute')
})

Then('with {int} days of licence left the licence banner says {string}', function (days: number, banner: string) {
  const banners = licenceBanners({ xpackEnabled: true, canChangeLicense: true, assetCount: 10, currentAssetCount: 1, dateExpired: new Date(NOW.getTime() + days * DAY_MS) }, NOW)
  const texts = banners.map((b) => interpolate(en[b.message], b.params))
  if (banner === 'nothing') assert.deepEqual(texts, [])
  else assert.ok(texts.length === 1 && texts[0].startsWith(banner), JSON.stringify(texts))
})

Then('a local user with {int} days of password left sees the password banner {string}', function (days: number, banner: string) {
  const b = passwordBanner({ source: 'local', expirationDays: 90, datePasswordLastUpdated: new Date(NOW.getTime() - (90 - days) * DAY_MS) }, NOW)
  assert.equal(b ? interpolate(en[b.message], b.params) : 'nothing', banner)
})

Then('a window {int} px wide is a {string}', function (width: number, device: string) {
  assert.equal(deviceFor(width), device)
})

When('the filter {string} is {string} and the list URL is built', function (this: ConsoleWorld, key: string, value: string) {
  rules(this).sent = [encodeFilters({ [key]: value })]
})

Then('the query holds {string}', function (this: ConsoleWorld, encoded: string) {
  assert.equal(rules(this).sent[0], encoded)
})

Then('reading the URL back gives the filter {string} as {string}', function (this: ConsoleWorld, key: string, value: string) {
  const url = `/api/v1/assets/assets/?${new URLSearchParams({ filters: rules(this).sent[0] })}`
  assert.deepEqual(decodeFilters(new URL(url, 'http://x').searchParams.get('filters')), { [key]: value })
})

Then('the language cookie {string} with the browser language {string} gives {string}', function (cookie: string, browser: string, language: string) {
  assert.equal(detectLanguage(cookie || undefined, browser || undefined), language)
})

// The refused codes keep their empty items: "12345, " refuses an empty code too.
Then('the OTP codes {list} are accepted and {string} are refused with {string}', function (good: string[], bad: string, message: string) {
  for (const code of good) assert.equal(otpCodeProblem(code), null, code)
  for (const code of bad.split(',').map((s) => s.trim())) {
    const problem = otpCodeProblem(code)
    assert.ok(problem, `"${code}" was accepted`)
    assert.equal(en[problem], message)
  }
})


Then('the local time {string} in the {word} date format reads {string}', function (local: string, style: string, shown: string) {
  const [y, mo, d, h, mi, sec] = local.split(/[- :]/).map(Number)
  assert.ok(['short', 'medium', 'long'].includes(style), `unknown date format ${style}`)
  assert.equal(formatDate(new Date(y, mo - 1, d, h, mi, sec), style as 'short' | 'medium' | 'long', 'en'), shown)
})
