import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GRANT_ACTIONS, grantOf, grantProblem, grantWire, newGrant, type Grant } from './grant-fields'

const grant = (patch: Partial<Grant>): Grant => ({ ...newGrant(), ...patch })

describe('the grant on the wire (2.26 apply_* fields)', () => {
  it('sends every action as all, and a narrowed set as the ticked boxes', () => {
    expect(grantWire(grant({}), 'apply_asset').apply_actions).toEqual(['all'])
    expect(grantWire(grant({ actions: ['clipboard_paste', 'connect'] }), 'apply_asset').apply_actions).toEqual(['clipboard_paste', 'connect'])
  })

  it('sends the targets of its request type only', () => {
    const g = grant({ assets: ['a'], nodes: ['n'], applications: ['app'], category: 'db', appType: 'mysql', systemUsers: ['s'] })
    expect(Object.keys(grantWire(g, 'apply_asset')).sort()).toEqual(['apply_actions', 'apply_assets', 'apply_date_expired', 'apply_date_start', 'apply_nodes', 'apply_system_users'])
    expect(grantWire(g, 'apply_application')).toMatchObject({ apply_category: 'db', apply_type: 'mysql', apply_applications: ['app'], apply_system_users: ['s'] })
    expect(grantWire(g, 'apply_application')).not.toHaveProperty('apply_assets')
  })

  it('reads back the boxes it sent, whatever the subset', () => {
    fc.assert(
      fc.property(fc.subarray([...GRANT_ACTIONS], { minLength: 1 }), (ticked) => {
        const sent = grantWire(grant({ actions: ticked }), 'apply_asset')
        expect(grantOf({ apply_actions: sent.apply_actions }).actions).toEqual(GRANT_ACTIONS.filter((a) => ticked.includes(a)))
      }),
    )
  })
})

describe('what stops a grant', () => {
  const dated = { dateStart: '2026-01-01T10:00', dateExpired: '2026-01-08T10:00' }
  it('asks the applicant for an asset or node, not for a system user', () => {
    expect(grantProblem(grant({ ...dated }), 'apply_asset', false)).toBe('errors:selectAssetOrNode')
    expect(grantProblem(grant({ ...dated, nodes: ['n'] }), 'apply_asset', false)).toBeNull()
  })
  it('asks the approver for a system user too', () => {
    expect(grantProblem(grant({ ...dated, assets: ['a'] }), 'apply_asset', true)).toBe('tickets:grant.systemUserRequired')
    expect(grantProblem(grant({ ...dated, assets: ['a'], systemUsers: ['s'] }), 'apply_asset', true)).toBeNull()
  })
  it('asks for an application on an application request', () => {
    expect(grantProblem(grant({ ...dated, assets: ['a'] }), 'apply_application', false)).toBe('tickets:grant.applicationRequired')
  })
  it('needs an action and an expiry after the start', () => {
    expect(grantProblem(grant({ ...dated, assets: ['a'], actions: [] }), 'apply_asset', false)).toBe('tickets:grant.actionRequired')
    expect(grantProblem(grant({ assets: ['a'], dateStart: '2026-01-08T10:00', dateExpired: '2026-01-08T10:00' }), 'apply_asset', false)).toBe('tickets:grant.expiryAfterStart')
    expect(grantProblem(grant({ assets: ['a'], dateStart: '', dateExpired: '2026-01-08T10:00' }), 'apply_asset', false)).toBe('tickets:grant.datesRequired')
  })
})
