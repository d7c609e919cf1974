import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskedKey } from './masked-key'

describe('masked keys (shell §9)', () => {
  it('shows six stars and the dashes of a UUID key', () => {
    expect(maskedKey('0f8a7b2e-3c1d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('******----')
    expect(maskedKey('abcdef0123456789')).toBe('******')
  })

  it('never shows a letter, digit or underscore of the key, whatever the key', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const shown = maskedKey(key)
        expect(shown.startsWith('******')).toBe(true)
        expect(/\w/.test(shown.slice(6))).toBe(false)
      }),
    )
  })
})
