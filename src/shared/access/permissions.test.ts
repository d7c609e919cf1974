import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { actionPerm, matchPermissions } from './permissions'

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/)
const perm = fc.tuple(word, fc.constantFrom('view', 'add', 'change', 'delete'), word).map(([app, action, model]) => `${app}.${action}_${model}`)
const perms = fc.uniqueArray(perm, { maxLength: 8 })
/** An entry: one permission or alternatives joined by '|'. */
const entry = fc.array(perm, { minLength: 1, maxLength: 3 }).map((alts) => alts.join('|'))

describe('matchPermissions (shell §6)', () => {
  it('the empty requirement always passes', () => {
    fc.assert(fc.property(perms, (held) => {
      expect(matchPermissions([], held)).toBe(true)
    }))
  })

  it('is independent of the order of required entries and of held permissions', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), perms, fc.nat(), (required, held, seed) => {
        const shuffle = <T>(xs: T[]) => [...xs].sort((a, b) => ((String(a).length * 31 + seed) % 7) - ((String(b).length * 31 + seed) % 7))
        expect(matchPermissions(shuffle(required), shuffle(held))).toBe(matchPermissions(required, held))
        expect(matchPermissions([...required].reverse(), [...held].reverse())).toBe(matchPermissions(required, held))
      }),
    )
  })

  it('is monotonic: holding more never takes access away', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), perms, perms, (required, held, more) => {
        if (matchPermissions(required, held)) expect(matchPermissions(required, [...held, ...more])).toBe(true)
      }),
    )
  })

  it('a|b passes iff a passes or b passes', () => {
    fc.assert(
      fc.property(perm, perm, perms, (a, b, held) => {
        expect(matchPermissions([`${a}|${b}`], held)).toBe(matchPermissions([a], held) || matchPermissions([b], held))
      }),
    )
  })

  it('every entry must pass', () => {
    fc.assert(
      fc.property(entry, entry, perms, (a, b, held) => {
        expect(matchPermissions([a, b], held)).toBe(matchPermissions([a], held) && matchPermissions([b], held))
      }),
    )
  })

  it('a held permission passes exactly itself', () => {
    fc.assert(fc.property(perm, perms, (p, held) => {
      expect(matchPermissions([p], held)).toBe(held.includes(p))
    }))
  })

  it('unknown or malformed strings never pass, even when "held"', () => {
    const malformed = fc.oneof(
      fc.constantFrom('', '|', 'users', 'users.', '.view_user', 'users.view', '*', 'users.view_user|', '|users.view_user', 'USERS.VIEW_USER', ' '),
      fc.string().filter((s) => !/^[a-z][a-z0-9_]*\.[a-z][a-z0-9]*_[a-z0-9_]+$/.test(s) && !s.includes('|')),
    )
    fc.assert(
      fc.property(malformed, perms, (bad, held) => {
        expect(matchPermissions([bad], [...held, bad, 'users.view_user'])).toBe(false)
      }),
    )
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
