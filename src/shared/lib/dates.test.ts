import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatDate, parseServerDate } from './dates'

describe('server dates (reference §1.4)', () => {
  it('reads the output format, the dashed input format and ISO 8601 as the same instant', () => {
    const instant = Date.UTC(2022, 8, 1, 2, 15, 30)
    expect(parseServerDate('2022/09/01 10:15:30 +0800')?.getTime()).toBe(instant)
    expect(parseServerDate('2022-09-01 10:15:30 +0800')?.getTime()).toBe(instant)
    expect(parseServerDate('2022-09-01T02:15:30Z')?.getTime()).toBe(instant)
    expect(parseServerDate('2022-09-01T10:15:30.250+08:00')?.getTime()).toBe(instant + 250)
    expect(parseServerDate('2022/08/31 21:15:30 -0500')?.getTime()).toBe(instant)
  })

  it('reads a date without an offset as local time, and refuses what is not a date', () => {
    expect(parseServerDate('2022/09/01 10:15:30')?.getTime()).toBe(new Date(2022, 8, 1, 10, 15, 30).getTime())
    for (const text of ['', 'yesterday', '12', '2022/13/45 10:15:30 +0800']) expect(parseServerDate(text)).toBeNull()
  })

  it('gives back any instant written in the output format at any whole-quarter-hour offset', () => {
    const pad = (n: number) => String(n).padStart(2, '0')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), fc.integer({ min: -48, max: 56 }), (seconds, quarters) => {
        const offsetMin = quarters * 15
        const shifted = new Date(seconds * 1000 + offsetMin * 60_000)
        const sign = offsetMin < 0 ? '-' : '+'
        const tz = `${sign}${pad(Math.floor(Math.abs(offsetMin) / 60))}${pad(Math.abs(offsetMin) % 60)}`
        const text = `${shifted.getUTCFullYear()}/${pad(shifted.getUTCMonth() + 1)}/${pad(shifted.getUTCDate())} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())} ${tz}`
        expect(parseServerDate(text)?.getTime()).toBe(seconds * 1000)
      }),
    )
  })
})

describe('date formats (shell §9)', () => {
  const evening = new Date(2026, 10, 22, 23, 5, 9)

  it('short is the day, medium the day and a 24-hour time, in every language', () => {
    for (const lang of ['zh', 'en', 'ja']) {
      expect(formatDate(evening, 'short', lang)).toBe('2026-11-22')
      expect(formatDate(evening, 'medium', lang)).toBe('2026-11-22 23:05:09')
    }
  })

  it('long spells the day out with its weekday in the language', () => {
    expect(formatDate(evening, 'long', 'en')).toBe('Sunday, November 22nd, 2026 23:05:09')
    expect(formatDate(evening, 'long', 'zh-CN')).toBe('2026年11月22日 星期日 23:05:09')
    expect(formatDate(evening, 'long', 'ja')).toBe('2026年11月22日日曜日 23:05:09')
  })
})
