import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeFilters, encodeFilters } from './query-encoding'

describe('query encoding with ~ and , (shell §9)', () => {
  it('round-trips any keys and values, through URLSearchParams too', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('~', ',', '&', ' ', '=', '%', '+', '?', '#', 'a', '中', '😀') }))
    fc.assert(
      fc.property(fc.dictionary(text, text), (filters) => {
        const plain = Object.fromEntries(Object.entries(filters))
        expect(decodeFilters(encodeFilters(plain))).toEqual(plain)
        const url = new URLSearchParams({ filters: encodeFilters(plain) }).toString()
        expect(decodeFilters(new URLSearchParams(url).get('filters'))).toEqual(plain)
      }),
    )
  })

  it('uses ~ between key and value and , between filters', () => {
    expect(encodeFilters({ name: 'a b', ip: '10.0.0.1' })).toBe('name~a%20b,ip~10.0.0.1')
    expect(encodeFilters({ q: 'x~y,z&w' })).toBe('q~x%7Ey%2Cz%26w')
  })

  it('keeps a key named __proto__ as a filter (fast-check found it)', () => {
    const plain = Object.fromEntries([['__proto__', 'x']])
    expect(decodeFilters(encodeFilters(plain))).toEqual(plain)
    expect(Object.getPrototypeOf(decodeFilters('__proto__~x'))).toBe(Object.prototype)
  })

  it('skips malformed pairs', () => {
    expect(decodeFilters('a~1,broken,b~2~3,c~%E0')).toEqual({ a: '1' })
    expect(decodeFilters(null)).toEqual({})
  })
})
