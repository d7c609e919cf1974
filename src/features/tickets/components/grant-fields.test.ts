import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { approvalBody, GRANT_ACTIONS, grantOf, grantProblem, grantWire, newGrant, type Grant } from './grant-fields'

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

describe('the approval of a request', () => {
  // Alice's request for web-01 on a 2.26.1 server, as apply-asset-tickets/{id}/ answered it.
  const ticket = {
    type: 'apply_asset', org_id: '00000000-0000-0000-0000-000000000002',
    apply_assets: ['eed46db2-5f08-4f78-bfb1-b0570cff19ee'], apply_nodes: ['e5f66762-01b1-425b-9239-8765c1583ced'],
    apply_system_users: ['73de77a8-42e5-49f6-81fa-44c191239ed5'], apply_actions: ['connect', 'upload_file'],
    apply_date_start: '2026/11/28 09:51:53 +0800', apply_date_expired: '2026/12/05 09:51:53 +0800',
  }

  it("names the ticket's organisation, which ApproveAssetSerializer requires (it answered 400 without it)", () => {
    expect(approvalBody(ticket, null, 'apply_asset').org_id).toBe('00000000-0000-0000-0000-000000000002')
  })

  it('grants what was asked when the approver changed nothing, and what they chose when they did', () => {
    expect(approvalBody(ticket, null, 'apply_asset')).toMatchObject({ apply_assets: ticket.apply_assets, apply_nodes: ticket.apply_nodes, apply_system_users: ticket.apply_system_users, apply_actions: ['connect', 'upload_file'] })
    expect(approvalBody(ticket, { ...grantOf(ticket), actions: ['connect'] }, 'apply_asset').apply_actions).toEqual(['connect'])
  })

  it('sends the dates the approver left alone exactly as the server sent them, seconds and all; a changed one as chosen', () => {
    const untouched = approvalBody(ticket, { ...grantOf(ticket), systemUsers: [] }, 'apply_asset')
    expect(untouched.apply_date_start).toBe('2026/11/28 09:51:53 +0800')
    expect(untouched.apply_date_expired).toBe('2026/12/05 09:51:53 +0800')
    expect(approvalBody(ticket, null, 'apply_asset').apply_date_expired).toBe('2026/12/05 09:51:53 +0800')
    const moved = approvalBody(ticket, { ...grantOf(ticket), dateExpired: '2026-12-31T18:30' }, 'apply_asset')
    expect(moved.apply_date_start).toBe('2026/11/28 09:51:53 +0800')
    expect(moved.apply_date_expired).toBe(new Date('2026-12-31T18:30').toISOString())
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
