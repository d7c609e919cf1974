import { describe, expect, it } from 'vitest'
import { nextRuns, parseCrontab } from './crontab'

// Domain §5: 5 fields; §9: the next 5 runs.
describe('crontab', () => {
  it.each(['* * * * *', '0 2 * * *', '*/15 9-17 * * 1-5', '0 0 1,15 * *', '30 4 * 12 7'])('%s is valid', (e) => {
    expect(parseCrontab(e)).not.toBeNull()
  })
  it.each(['* * * *', '* * * * * *', '60 * * * *', '0 24 * * *', '0 0 0 * *', 'a * * * *', '5-1 * * * *', ''])('%s is refused', (e) => {
    expect(parseCrontab(e)).toBeNull()
  })
  it('gives the next 5 runs of a daily job', () => {
    const from = new Date(2026, 0, 10, 12, 0)
    expect(nextRuns('0 2 * * *', 5, from).map((d) => [d.getDate(), d.getHours(), d.getMinutes()])).toEqual([
      [11, 2, 0], [12, 2, 0], [13, 2, 0], [14, 2, 0], [15, 2, 0],
    ])
  })
  it('steps minutes within an hour and crosses to the next day', () => {
    const from = new Date(2026, 0, 10, 23, 20)
    expect(nextRuns('*/20 23 * * *', 3, from).map((d) => `${d.getDate()} ${d.getHours()}:${d.getMinutes()}`)).toEqual(['10 23:40', '11 23:0', '11 23:20'])
  })
  it('reads weekdays (Monday only)', () => {
    const from = new Date(2026, 0, 10, 0, 0) // a Saturday
    expect(nextRuns('0 9 * * 1', 2, from).map((d) => [d.getDay(), d.getDate()])).toEqual([[1, 12], [1, 19]])
  })
})

// Celery's crontab reads day and month names; so does the preview.
describe('crontab names', () => {
  it.each(['0 9 * * mon-fri', '0 0 1 jan *', '0 12 * * sun'])('%s is valid', (e) => {
    expect(parseCrontab(e)).not.toBeNull()
  })
  it('runs on working days only', () => {
    const from = new Date(2026, 0, 10, 0, 0) // a Saturday
    expect(nextRuns('0 9 * * mon-fri', 3, from).map((d) => d.getDay())).toEqual([1, 2, 3])
  })
  it('either restricted day field may match, as in cron', () => {
    const from = new Date(2026, 0, 1, 0, 0) // a Thursday
    // The 15th or any Monday.
    expect(nextRuns('0 0 15 * 1', 3, from).map((d) => d.getDate())).toEqual([5, 12, 15])
  })
})
