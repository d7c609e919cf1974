import { describe, expect, it } from 'vitest'
import { licenceBanners, passwordBanner } from './banners'
import { dateShortcutRange, fallbackDateRange, rangeFromQuery, showsAbsoluteDate, withDefaultTimes } from './dates'
import { humanizeDuration } from './durations'
import { importColumnWidth, importFileProblem, importHelpParams } from './import-rules'
import { deviceFor } from './layout'
import { pageQuery, paginationFor } from './paging'
import { truncateTitle } from './truncate-title'

const now = new Date('2024-06-15T12:00:00Z')
const days = (n: number) => n * 86_400_000

describe('durations (shell §9)', () => {
  it.each([
    [5, '5.0 s'],
    [90, '1.5 m'],
    [5400, '1.5 h'],
    [86_400 * 2.25, '2.3 d'],
    [0, '0.0 s'],
    [0.05, '0.1 s'],
  ])('%s s → %s', (s, text) => expect(humanizeDuration(s)).toBe(text))

  // 2.26.1's recorded runs take 0.006–0.017 s: one decimal would say they took no time at all.
  it.each([
    [0.006, 'less than 0.1 s'],
    [0.017, 'less than 0.1 s'],
    [0.049, 'less than 0.1 s'],
  ])('a run of %s s, under what one decimal shows, reads %s', (s, text) => expect(humanizeDuration(s)).toBe(text))
})

describe('dates (shell §5, §9)', () => {
  it('shortcuts look back 24 hours, 7, 30 and 90 days', () => {
    expect(now.getTime() - dateShortcutRange('day', now).start.getTime()).toBe(days(1))
    expect(now.getTime() - dateShortcutRange('week', now).start.getTime()).toBe(days(7))
    expect(now.getTime() - dateShortcutRange('month', now).start.getTime()).toBe(days(30))
    expect(now.getTime() - dateShortcutRange('threeMonths', now).start.getTime()).toBe(days(90))
  })
  it('default times are 00:00:01 and 23:59:59', () => {
    const r = withDefaultTimes({ start: now, end: now })
    expect([r.start.getHours(), r.start.getMinutes(), r.start.getSeconds()]).toEqual([0, 0, 1])
    expect([r.end.getHours(), r.end.getMinutes(), r.end.getSeconds()]).toEqual([23, 59, 59])
  })
  it('bad input falls back to the whole days from 5 days ago to 1 day ahead, 00:00:01 … 23:59:59', () => {
    const noon = new Date(2024, 5, 15, 12, 34, 56)
    const r = rangeFromQuery(new URLSearchParams('date_start=nope'), noon)
    expect(r).toEqual(fallbackDateRange(noon))
    expect(r.start).toEqual(new Date(2024, 5, 10, 0, 0, 1))
    expect(r.end).toEqual(new Date(2024, 5, 16, 23, 59, 59))
  })
  it('message dates older than 7 days are absolute', () => {
    expect(showsAbsoluteDate(new Date(now.getTime() - days(7) - 1000), now)).toBe(true)
    expect(showsAbsoluteDate(new Date(now.getTime() - days(6)), now)).toBe(false)
  })
})

describe('small rules (shell §2, §4, §5, §9)', () => {
  it('truncates titles at 80 characters plus an ellipsis', () => {
    expect(truncateTitle('a'.repeat(80))).toBe('a'.repeat(80))
    expect(truncateTitle('a'.repeat(81))).toBe(`${'a'.repeat(80)}...`)
  })
  it('is mobile under 992 px', () => {
    expect(deviceFor(991)).toBe('mobile')
    expect(deviceFor(992)).toBe('desktop')
  })
  it('checks import files at 30 MB and sizes columns within 100–180 px', () => {
    const MB = 1024 * 1024
    expect(importFileProblem({ name: 'a.csv', size: 29 * MB })).toBeNull()
    expect(importFileProblem({ name: 'a.XLSX', size: 30 * MB })).toBe('importFileTooLarge')
    expect(importFileProblem({ name: 'a.xls', size: 1 })).toBe('importFileType')
    expect(importHelpParams()).toEqual({ size: 10 })
    expect(importColumnWidth('ab')).toBe(100)
    expect(importColumnWidth('a'.repeat(12))).toBe(120)
    expect(importColumnWidth('a'.repeat(30))).toBe(180)
  })
  it('offers the page sizes of each table kind', () => {
    expect(paginationFor('auto')).toEqual({ sizes: [15, 30, 50, 100], size: 15, pagerButtons: 5, paged: true })
    expect(paginationFor('auto', 50).size).toBe(50)
    expect(paginationFor('auto', 20).size).toBe(15)
    expect(paginationFor('generic')).toMatchObject({ sizes: [10, 20, 30, 40, 50], size: 10 })
    expect(paginationFor('generic', null, false).size).toBe(999)
    expect(pageQuery(3, 15)).toEqual({ offset: 30, limit: 15 })
  })
})

describe('banners (shell §6, §8)', () => {
  const licence = { xpackEnabled: true, canChangeLicense: true, assetCount: 10, currentAssetCount: 5 }
  it('warns when fewer than 7 days of licence remain', () => {
    expect(licenceBanners({ ...licence, dateExpired: new Date(now.getTime() + days(6)) }, now)).toEqual([{ message: 'licenseExpiresAt', params: { date: '2024-06-21' } }])
    expect(licenceBanners({ ...licence, dateExpired: new Date(now.getTime() + days(7)) }, now)).toEqual([])
    expect(licenceBanners({ ...licence, dateExpired: new Date(now.getTime() - 1) }, now)).toEqual([{ message: 'licenseExpired' }])
    expect(licenceBanners({ ...licence, canChangeLicense: false, dateExpired: new Date(now.getTime() - 1) }, now)).toEqual([])
  })
  it('warns local users at 5 days or fewer of password', () => {
    const input = (left: number, source = 'local') => ({ source, expirationDays: 90, datePasswordLastUpdated: new Date(now.getTime() - days(90 - left)) })
    expect(passwordBanner(input(5), now)).toEqual({ message: 'passwordExpiresIn', params: { days: 5 } })
    expect(passwordBanner(input(6), now)).toBeNull()
    expect(passwordBanner(input(0), now)).toEqual({ message: 'passwordExpired' })
    expect(passwordBanner(input(3, 'ldap'), now)).toBeNull()
  })
})

describe('OTP (shell §5)', () => {
  it('accepts exactly 6 characters', async () => {
    const { otpCodeProblem } = await import('./otp')
    expect(otpCodeProblem('123456')).toBeNull()
    expect(otpCodeProblem('12345')).toBe('mfaError')
    expect(otpCodeProblem('1234567')).toBe('mfaError')
  })
})
