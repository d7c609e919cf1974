import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { groupDigits } from './numbers'

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [1234.5, '1,234.5'],
  ])('writes %d as %s', (n, text) => expect(groupDigits(n)).toBe(text))

  it('writes an integer as English number formatting does', () => {
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => groupDigits(n) === en.format(n)))
  })
})
