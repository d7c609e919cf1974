import { describe, expect, it } from 'vitest'
import { formatServerDate, parseServerDate } from './server-dates'

// Reference §1.4: one reading of server dates for the console and the mock.
describe('server dates', () => {
  it('reads the output format with its offset', () => {
    expect(parseServerDate('2022/09/01 10:15:30 +0800')?.toISOString()).toBe('2022-09-01T02:15:30.000Z')
  })
  it('reads the dashed input format and ISO 8601', () => {
    expect(parseServerDate('2022-09-01 10:15:30 -0130')?.toISOString()).toBe('2022-09-01T11:45:30.000Z')
    expect(parseServerDate('2022-09-01T10:15:30.250Z')?.toISOString()).toBe('2022-09-01T10:15:30.250Z')
    expect(parseServerDate('2022-09-01')?.toISOString()).toBe('2022-09-01T00:00:00.000Z')
  })
  it('reads text without an offset in the zone the request named', () => {
    expect(parseServerDate('2022/09/01 10:15:30', 'Asia/Shanghai')?.toISOString()).toBe('2022-09-01T02:15:30.000Z')
    expect(parseServerDate('2022/01/15 12:00:00', 'America/New_York')?.toISOString()).toBe('2022-01-15T17:00:00.000Z')
    expect(parseServerDate('2022/07/15 12:00:00', 'America/New_York')?.toISOString()).toBe('2022-07-15T16:00:00.000Z')
  })
  it('reads text without an offset in local time when no zone is named', () => {
    expect(parseServerDate('2022/09/01 10:15:30')?.getTime()).toBe(new Date(2022, 8, 1, 10, 15, 30).getTime())
  })
  it('refuses what is not a date', () => {
    for (const bad of ['', 'yesterday', '2022/13/01 10:15:30 +0800', '10:15:30']) expect(parseServerDate(bad)).toBeNull()
  })
  it('writes what it reads back', () => {
    const date = new Date(Date.UTC(2026, 10, 25, 21, 5, 9))
    expect(formatServerDate(date)).toBe('2026/11/25 21:05:09 +0000')
    expect(parseServerDate(formatServerDate(date))?.getTime()).toBe(date.getTime())
  })
})
