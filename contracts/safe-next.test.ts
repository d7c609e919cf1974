import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeNext } from './safe-next'

// The origin a browser resolves against: any host works, the rule never names one.
const ORIGIN = 'http://127.0.0.1:5173'

/** Every percent-decoding of a value, as a lenient server decodes: the value first, then each step. */
function decodings(value: string): string[] {
  const out = [value]
  for (let i = 0; i < 20; i++) {
    const last = out[out.length - 1]
    const next = last.replace(/%[0-7][0-9a-f]/gi, (b) => String.fromCharCode(parseInt(b.slice(1), 16)))
    if (next === last) break
    out.push(next)
  }
  return out
}

/** Where the browser goes for a Location or location.assign(target). */
const landing = (target: string) => new URL(target, ORIGIN)

// Pieces hostile inputs are made of, so that generated strings hit the interesting cases often.
const piece = fc.constantFrom(
  '/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%5C', '%25', '%252f', '%09', '%0a', '%00',
  '\t', '\n', '\r', ' ', '@', ':', '?', '#', 'evil.example', 'http:', 'https:', 'javascript:', 'data:', 'ui', 'x',
)
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
)

describe('safeNext (security rule: redirects only to same-origin paths)', () => {
  it('keeps the browser on the origin for any string, and for every decoding of what it returns', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        for (const target of decodings(safeNext(raw))) {
          const url = landing(target)
          expect(url.origin).toBe(ORIGIN)
          expect(url.pathname.startsWith('//')).toBe(false)
        }
      }),
      { numRuns: 5000 },
    )
  })

  it('returns a path: one leading slash, no control character, no backslash before the query', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const target = safeNext(raw)
        expect(target).toMatch(/^\/(?![/\\])/)
        // eslint-disable-next-line no-control-regex
        expect(target).not.toMatch(/[\u0000-\u001f\u007f]/)
        expect(target.split(/[?#]/)[0]).not.toContain('\\')
      }),
      { numRuns: 2000 },
    )
  })

  it('is idempotent: a next that went through it once is kept as it is', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        expect(safeNext(safeNext(raw))).toBe(safeNext(raw))
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps a plain console path with its query unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/)
    const query = fc.stringMatching(/^(\?[a-z_]{1,8}=[a-z0-9]{0,8})?$/)
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), query, (segments, slash, q) => {
        const path = `/ui/${segments.join('/')}${slash && segments.length ? '/' : ''}${q}`
        expect(safeNext(path)).toBe(path)
      }),
    )
  })

  // Hand-written: the cases first, then the corpus of features/session/open-redirect.feature.
  it.each([
    ['/ui/../..//evil.example', '/ui/'],
    ['/..//evil.example', '/ui/'],
    ['/%2e%2e//evil.example', '/ui/'],
    ['%2F..%2F%2Fevil.example', '/ui/'],
    ['/.//evil.example', '/ui/'],
    ['//evil.example', '/ui/'],
    ['///evil.example', '/ui/'],
    ['/\\evil.example', '/ui/'],
    ['\\/evil.example', '/ui/'],
    ['/\t/evil.example', '/ui/'],
    ['/\n/evil.example', '/ui/'],
    ['/%09/evil.example', '/ui/'],
    ['/%2F%2Fevil.example', '/ui/'],
    ['/%5C%5Cevil.example', '/ui/'],
    ['%252F%252Fevil.example', '/ui/'],
    ['/ui/..%2F..%2F%2Fevil.example', '/ui/'],
    ['/ui/..%252F..%252F%252Fevil.example', '/ui/'],
    ['//127.0.0.1@evil.example/', '/ui/'],
    ['http://evil.example/', '/ui/'],
    ['HTTPS://evil.example', '/ui/'],
    ['javascript:alert(document.domain)', '/ui/'],
    ['data:text/html,<script>alert(1)</script>', '/ui/'],
    ['/%0d%0aLocation:%20http://evil.example', '/ui/'],
    ['evil.example', '/ui/'],
    ['', '/ui/'],
    [null, '/ui/'],
    [undefined, '/ui/'],
    // Same-origin paths stay, resolved as the browser resolves them.
    ['/ui/workbench/home', '/ui/workbench/home'],
    ['/ui/console/dashboard/../../workbench/home', '/ui/workbench/home'],
    ['%2Fui%2Fworkbench%2Fhome', '/ui/workbench/home'],
    ['/ui/console/users/users/?search=a%26b', '/ui/console/users/users/?search=a%26b'],
    ['/ui/console/users/users/?search=100%25', '/ui/console/users/users/?search=100%25'],
    ['/@evil.example', '/@evil.example'],
    ['/ui/http://evil.example/', '/ui/http://evil.example/'],
  ])('%j goes to %s', (raw, expected) => {
    expect(safeNext(raw)).toBe(expected)
  })
})
