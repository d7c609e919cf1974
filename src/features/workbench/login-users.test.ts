import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inLoginOrder, toLoginUser, type LoginUser } from './login-users'

const user = (name: string, priority: number): LoginUser => ({
  id: name,
  name,
  username: name,
  protocol: 'ssh',
  priority,
  loginMode: 'auto',
})

// domain §5: of several authorised system users the one of higher priority is the default login user;
// in 2.26 the smaller number is the higher priority (SystemUser.priority help text; luna's Math.min).
describe('the order a Connect offers login users in', () => {
  it('puts the smaller priority number first, whatever the server order', () => {
    expect(inLoginOrder([user('Alpha deploy', 30), user('Zulu root', 5)]).map((u) => u.name)).toEqual([
      'Zulu root',
      'Alpha deploy',
    ])
  })

  it('keeps the server order (by name) between equal priorities', () => {
    expect(
      inLoginOrder([user('a', 20), user('b', 1), user('c', 20), user('d', 1)]).map((u) => u.name),
    ).toEqual(['b', 'd', 'a', 'c'])
  })

  it('offers first a login user of the smallest priority, and every one given once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 12 }),
        (priorities) => {
          const users = priorities.map((p, i) => user(`u${i}`, p))
          const ordered = inLoginOrder(users)
          expect(ordered[0].priority).toBe(Math.min(...priorities))
          expect([...ordered].map((u) => u.id).sort()).toEqual(users.map((u) => u.id).sort())
        },
      ),
    )
  })

  it('ranks a login user whose priority cannot be read after every readable one', () => {
    const unreadable = toLoginUser({ id: 'x', name: 'No priority', username: 'x', protocol: 'ssh' })
    expect(inLoginOrder([unreadable, user('Last', 100)]).map((u) => u.name)).toEqual(['Last', 'No priority'])
  })
})

describe('a login user read from AssetSystemUserSerializer', () => {
  it('keeps name, username, protocol, priority and login mode', () => {
    expect(
      toLoginUser({
        id: '1',
        name: 'Web',
        username: 'web',
        protocol: 'ssh',
        priority: 20,
        login_mode: 'manual',
        actions: ['connect'],
      }),
    ).toEqual({
      id: '1',
      name: 'Web',
      username: 'web',
      protocol: 'ssh',
      priority: 20,
      loginMode: 'manual',
    })
  })
})
