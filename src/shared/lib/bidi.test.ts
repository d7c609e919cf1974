import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isolateBidi } from './bidi'

const FSI = '\u2068'
const PDI = '\u2069'
const isolates = (s: string) => [...s].filter((c) => '\u2066\u2067\u2068'.includes(c)).length
const closes = (s: string) => [...s].filter((c) => c === PDI).length

describe('isolateBidi', () => {
  it('leaves text without bidi controls as it is', () => {
    expect(isolateBidi('Alice Smith')).toBe('Alice Smith')
    expect(isolateBidi('管理员')).toBe('管理员')
  })

  it('isolates a name with a right-to-left override', () => {
    expect(isolateBidi('report\u202Efdp.exe')).toBe(`${FSI}report\u202Efdp.exe${PDI}`)
  })

  it('closes the isolates a name opens and drops the ones it closes without opening', () => {
    expect(isolateBidi('a\u2067b')).toBe(`${FSI}a\u2067b${PDI}${PDI}`)
    expect(isolateBidi(`a${PDI}b\u202E`)).toBe(`${FSI}ab\u202E${PDI}`)
  })

  it('always ends with its own isolate closed, whatever the name holds', () => {
    const bidiChar = fc.constantFrom('\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', FSI, PDI, 'a', 'ب')
    fc.assert(
      fc.property(fc.array(bidiChar, { minLength: 1 }).map((cs) => cs.join('') + '\u202E'), (name) => {
        const shown = isolateBidi(name)
        expect(shown.startsWith(FSI) && shown.endsWith(PDI)).toBe(true)
        // The outer isolate stays open until its own PDI, the last character: no PDI of the name closes it.
        let depth = 0
        for (const c of shown.slice(0, -1)) {
          if ('\u2066\u2067\u2068'.includes(c)) depth++
          else if (c === PDI) depth--
          expect(depth).toBeGreaterThanOrEqual(1)
        }
        expect(isolates(shown)).toBe(closes(shown))
      }),
    )
  })
})
