import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { actionPerm, matchPermissions } from './permissions'

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/)
const perm = fc.tuple(word, fc.constantFrom('view', 'add', 'change', 'delete'), word).map(([app, action, model]) => `${app}.${action}_${model}`)

/**
 * Permissions drawn from one small pool, so that what is held and what is required overlap: random
 * strings would almost never match, and the properties below would only ever see refusals.
 */
const pool = fc.uniqueArray(perm, { minLength: 1, maxLength: 6 })
const fromPool = (universe: string[]) => fc.constantFrom(...universe)
/** An entry: one permission or alternatives joined by '|'. */
const entryFrom = (universe: string[]) => fc.array(fromPool(universe), { minLength: 1, maxLength: 3 }).map((alts) => alts.join('|'))
const case_ = pool.chain((universe) =>
  fc.record({
    universe: fc.constant(universe),
    held: fc.subarray(universe),
    more: fc.subarray(universe),
    required: fc.array(entryFrom(universe), { maxLength: 4 }),
    a: entryFrom(universe),
    b: entryFrom(universe),
    p: fromPool(universe),
  }),
)

/** The rule of shell §6 restated: every entry passes when one of its alternatives is held. */
const expected = (required: string[], held: string[]) => required.every((e) => e.split('|').some((alt) => held.includes(alt)))

/** Counts how often each outcome occurred, so a property can prove it met both. */
function outcomes() {
  const seen = { true: 0, false: 0 }
  return {
    note: (value: boolean) => void (seen[String(value) as 'true' | 'false'] += 1),
    /** Each outcome in at least a fifth of the runs. */
    expectBoth: (runs: number) => {
      expect(seen.true, `passing cases in ${runs} runs`).toBeGreaterThanOrEqual(runs / 5)
      expect(seen.false, `refused cases in ${runs} runs`).toBeGreaterThanOrEqual(runs / 5)
    },
  }
}
const RUNS = 300

describe('matchPermissions (shell §6)', () => {
  it('the empty requirement always passes', () => {
    fc.assert(fc.property(case_, ({ held }) => {
      expect(matchPermissions([], held)).toBe(true)
    }))
  })

  it('passes exactly when every entry has a held alternative', () => {
    const seen = outcomes()
    fc.assert(
      fc.property(case_, ({ required, held }) => {
        const verdict = matchPermissions(required, held)
        seen.note(verdict)
        expect(verdict).toBe(expected(required, held))
      }),
      { numRuns: RUNS },
    )
    seen.expectBoth(RUNS)
  })

  it('is independent of the order of required entries and of held permissions', () => {
    fc.assert(
      fc.property(case_, fc.nat(), ({ required, held }, seed) => {
        const shuffle = <T>(xs: T[]) => [...xs].sort((a, b) => ((String(a).length * 31 + seed) % 7) - ((String(b).length * 31 + seed) % 7))
        expect(matchPermissions(shuffle(required), shuffle(held))).toBe(matchPermissions(required, held))
        expect(matchPermissions([...required].reverse(), [...held].reverse())).toBe(matchPermissions(required, held))
      }),
    )
  })

  it('is monotonic: holding more never takes access away', () => {
    const seen = outcomes()
    fc.assert(
      fc.property(case_, ({ required, held, more }) => {
        const before = matchPermissions(required, held)
        seen.note(before)
        if (before) expect(matchPermissions(required, [...held, ...more])).toBe(true)
      }),
      { numRuns: RUNS },
    )
    seen.expectBoth(RUNS)
  })

  it('a|b passes iff a passes or b passes', () => {
    const seen = outcomes()
    fc.assert(
      fc.property(case_, ({ a, b, held }) => {
        const verdict = matchPermissions([`${a}|${b}`], held)
        seen.note(verdict)
        expect(verdict).toBe(matchPermissions([a], held) || matchPermissions([b], held))
      }),
      { numRuns: RUNS },
    )
    seen.expectBoth(RUNS)
  })

  it('every entry must pass', () => {
    const seen = outcomes()
    fc.assert(
      fc.property(case_, ({ a, b, held }) => {
        const verdict = matchPermissions([a, b], held)
        seen.note(verdict)
        expect(verdict).toBe(matchPermissions([a], held) && matchPermissions([b], held))
      }),
      { numRuns: RUNS },
    )
    seen.expectBoth(RUNS)
  })

  it('a held permission passes exactly itself', () => {
    const seen = outcomes()
    fc.assert(
      fc.property(case_, ({ p, held }) => {
        const verdict = matchPermissions([p], held)
        seen.note(verdict)
        expect(verdict).toBe(held.includes(p))
      }),
      { numRuns: RUNS },
    )
    seen.expectBoth(RUNS)
  })

  it('a permission that differs in any one part does not pass', () => {
    expect(matchPermissions(['users.view_user'], ['users.view_users', 'user.view_user', 'users.change_user', 'assets.view_user'])).toBe(false)
    expect(matchPermissions(['users.view_user'], [' users.view_user', 'users.view_user '])).toBe(false)
    expect(matchPermissions([' users.view_user | users.add_user '], ['users.add_user'])).toBe(true)
  })

  it('unknown or malformed strings never pass, even when "held"', () => {
    const malformed = fc.oneof(
      fc.constantFrom('', '|', 'users', 'users.', '.view_user', 'users.view', '*', 'users.view_user|', '|users.view_user', 'USERS.VIEW_USER', ' '),
      fc.string().filter((s) => !/^[a-z][a-z0-9_]*\.[a-z][a-z0-9]*_[a-z0-9_]+$/.test(s.trim()) && !s.includes('|')),
    )
    fc.assert(
      fc.property(malformed, case_, (bad, { held }) => {
        expect(matchPermissions([bad], [...held, bad, 'users.view_user'])).toBe(false)
        expect(matchPermissions([`${bad}|users.view_user`], [...held, bad, 'users.view_user'])).toBe(false)
      }),
    )
  })

  it('refuses what only looks like a permission at one end, or is not text at all', () => {
    for (const bad of ['1users.view_user', '-users.view_user', 'users.view_user-x', 'users.view_user!', 'Users.view_user']) {
      expect(matchPermissions([bad], [bad, 'users.view_user']), bad).toBe(false)
    }
    expect(matchPermissions([42 as unknown as string], ['42'])).toBe(false)
    expect(matchPermissions('users.view_user' as unknown as string[], ['users.view_user'])).toBe(false)
  })

  it('accepts a Set or any iterable', () => {
    expect(matchPermissions(['rbac.view_orgrole|rbac.view_systemrole'], new Set(['rbac.view_systemrole']))).toBe(true)
    expect(matchPermissions(['assets.view_asset'], ['assets.view_asset'].values())).toBe(true)
  })
})

describe('actionPerm (shell §6)', () => {
  it.each([
    ['create', 'users.add_user'],
    ['update', 'users.change_user'],
    ['list', 'users.view_user'],
    ['retrieve', 'users.view_user'],
    ['destroy', 'users.delete_user'],
  ] as const)('%s → %s', (action, expected) => {
    expect(actionPerm('users', action, 'user')).toBe(expected)
  })
})
