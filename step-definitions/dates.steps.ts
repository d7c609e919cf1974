import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import { expect } from '../e2e/page-state'
import { addDays, format, subDays } from 'date-fns'
import { parseServerDate } from '../mock-server/drf/dates'
import type { ConsoleWorld } from './support/world'
import { watchedCalls } from './tasks/ui/watched-calls'

// Vocabulary: the date-range picker (shell §2, §5, §9) on the login log. The browser and the steps
// run on one machine, so "local time" and "today" are the same for both.
const LOGIN_LOGS = '/api/v1/audits/login-logs/'
const day = (d: Date) => format(d, 'yyyy-MM-dd')

const picker = async (w: ConsoleWorld) => (await w.page()).getByRole('group', { name: 'Date range' })

/** The date_from and date_to of the last list call (waits for one to be sent). */
async function lastAsked(w: ConsoleWorld): Promise<{ from: Date; to: Date }> {
  let asked: URLSearchParams | undefined
  await expect.poll(() => {
    const gets = watchedCalls(w, LOGIN_LOGS).filter((r) => r.method() === 'GET')
    asked = gets.length ? new URL(gets[gets.length - 1].url()).searchParams : undefined
    return asked?.get('date_from') ?? null
  }).not.toBeNull()
  return { from: new Date(asked!.get('date_from')!), to: new Date(asked!.get('date_to')!) }
}

When('they pick the days {string} to {string}', async function (this: ConsoleWorld, start: string, end: string) {
  const group = await picker(this)
  await group.getByLabel('Start date').fill(start)
  await group.getByLabel('End date').fill(end)
})

// Both inputs changed in one task, so the page cannot re-render between the two edits.
When('they enter the days {string} to {string} at once', async function (this: ConsoleWorld, start: string, end: string) {
  const group = await picker(this)
  const inputs = [await group.getByLabel('Start date').elementHandle(), await group.getByLabel('End date').elementHandle()]
  await (await this.page()).evaluate(([days, elements]) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    elements.forEach((el, i) => {
      setValue.call(el, days[i])
      el!.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }, [[start, end], inputs] as const)
})

Then('the date range shows the days from {int} days ago to {int} day(s) ahead', async function (this: ConsoleWorld, before: number, after: number) {
  const group = await picker(this)
  const now = new Date()
  await expect(group.getByLabel('Start date')).toHaveValue(day(subDays(now, before)))
  await expect(group.getByLabel('End date')).toHaveValue(day(addDays(now, after)))
})

Then('the date range shows the days {string} to {string}', async function (this: ConsoleWorld, start: string, end: string) {
  const group = await picker(this)
  await expect(group.getByLabel('Start date')).toHaveValue(start)
  await expect(group.getByLabel('End date')).toHaveValue(end)
})

/** "00:00:01" on the local day `shift` days from today, as an instant. */
const onDay = (shift: number, time: string) => local(`${day(addDays(new Date(), shift))} ${time}`)

Then(
  'the login log was last asked from {int} days ago at {string} to {int} day(s) ahead at {string} local time',
  async function (this: ConsoleWorld, before: number, startTime: string, after: number, endTime: string) {
    await expect.poll(async () => {
      const { from, to } = await lastAsked(this)
      return [from.getTime(), to.getTime()]
    }).toEqual([onDay(-before, startTime), onDay(after, endTime)])
  },
)

Then('the login log was last asked for the {int} hours up to now', async function (this: ConsoleWorld, hours: number) {
  // Span and end read from one call: the default range (whole days, 5 days ago to 1 day ahead) also
  // spans about 168 hours, but it does not end now.
  await expect.poll(async () => {
    const { from, to } = await lastAsked(this)
    return { minutes: Math.round((to.getTime() - from.getTime()) / 60_000), endsNow: Math.abs(to.getTime() - Date.now()) < 120_000 }
  }).toEqual({ minutes: hours * 60, endsNow: true })
})

/** "2026-11-01 00:00:01" as an instant of the machine's (browser's) time zone. */
const local = (text: string) => new Date(text.replace(' ', 'T')).getTime()

Then('the login log was last asked from {string} to {string} local time', async function (this: ConsoleWorld, start: string, end: string) {
  await expect.poll(async () => {
    const { from, to } = await lastAsked(this)
    return [from.getTime(), to.getTime()]
  }).toEqual([local(start), local(end)])
})

Then('the download asked from {string} to {string} local time', function (this: ConsoleWorld, start: string, end: string) {
  assert.ok(this.download, 'nothing downloaded')
  const asked = new URL(this.download.url).searchParams
  assert.deepEqual([Date.parse(asked.get('date_from') ?? ''), Date.parse(asked.get('date_to') ?? '')], [local(start), local(end)], this.download.url)
})

Then('the {string} column shows each login\'s time as {string} in local time', async function (this: ConsoleWorld, column: string, pattern: string) {
  const page = await this.page()
  const gets = watchedCalls(this, LOGIN_LOGS).filter((r) => r.method() === 'GET')
  assert.ok(gets.length, 'the login log was not asked for')
  const body = (await (await gets[gets.length - 1].response())!.json()) as { results: Array<{ datetime: string }> }
  const expected = body.results.map((r) => format(parseServerDate(r.datetime)!, pattern))
  assert.ok(expected.length > 0, 'no logins in the range')
  const headers = (await page.locator('thead th').allInnerTexts()).map((h) => h.trim())
  const at = headers.indexOf(column)
  assert.ok(at >= 0, `no column ${column} in ${headers}`)
  await expect
    .poll(() => page.locator(`tbody tr[data-row-id] td:nth-child(${at + 1})`).allInnerTexts())
    .toEqual(expected)
})

Then('the login log was asked in the browser\'s time zone', async function (this: ConsoleWorld) {
  const page = await this.page()
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const gets = watchedCalls(this, LOGIN_LOGS).filter((r) => r.method() === 'GET')
  assert.ok(gets.length, 'the login log was not asked for')
  assert.equal(await gets[gets.length - 1].headerValue('X-TZ'), zone)
})
