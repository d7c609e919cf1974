import { describe, expect, it } from 'vitest'
import type { Profile, PublicSettings } from '@/shared/api/types'
import { allowedViews, CHECKED_VIEWS, isView, licenceValid, orgsForView, PRE_VIEW_KEY, routeContext } from './views'

// Shell §2: console with console orgs; audit with audit orgs; workbench always; tickets with
// tickets.view_ticket (domain §2: and a licence, and TICKETS_ENABLED); settings with settings.view_setting.
const DEFAULT = { id: '00000000-0000-0000-0000-000000000002', name: 'Default' }
const ROOT = { id: '00000000-0000-0000-0000-000000000000', name: 'GLOBAL' }
const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 'u',
  name: 'U',
  username: 'u',
  email: 'u@example.com',
  source: 'local',
  is_first_login: false,
  date_password_last_updated: null,
  perms: [],
  console_orgs: [],
  audit_orgs: [],
  workbench_orgs: [DEFAULT],
  ...over,
})
const licensed = { XPACK_ENABLED: true, XPACK_LICENSE_IS_VALID: true, TICKETS_ENABLED: true } as PublicSettings

describe('the views a user may open (shell §2, §6)', () => {
  it('gives the workbench to everyone', () => {
    expect(allowedViews(profile(), licensed)).toEqual(['workbench'])
  })

  it('gives console and audit by their organisations, in switcher order', () => {
    expect(allowedViews(profile({ console_orgs: [DEFAULT], audit_orgs: [DEFAULT] }), licensed)).toEqual(['console', 'audit', 'workbench'])
    expect(allowedViews(profile({ audit_orgs: [DEFAULT] }), licensed)).toEqual(['audit', 'workbench'])
  })

  it('gives tickets with tickets.view_ticket, a valid licence and TICKETS_ENABLED, and settings with settings.view_setting', () => {
    const both = profile({ perms: ['tickets.view_ticket', 'settings.view_setting'] })
    expect(allowedViews(both, licensed)).toEqual(['workbench', 'tickets', 'settings'])
    expect(allowedViews(both, { ...licensed, TICKETS_ENABLED: false })).toEqual(['workbench', 'settings'])
    expect(allowedViews(both, { ...licensed, XPACK_LICENSE_IS_VALID: false })).toEqual(['workbench', 'settings'])
    expect(allowedViews(profile({ perms: ['tickets.view_ticket'] }), licensed)).toEqual(['workbench', 'tickets'])
  })

  it('checks console, audit, workbench and tickets, and remembers the view under PreView', () => {
    expect([...CHECKED_VIEWS].sort()).toEqual(['audit', 'console', 'tickets', 'workbench'])
    expect(PRE_VIEW_KEY).toBe('PreView')
  })

  it('knows a view by its first path segment', () => {
    expect(['console', 'audit', 'workbench', 'tickets', 'settings'].every(isView)).toBe(true)
    expect(['', 'profile', 'Console', 'ops'].some(isView)).toBe(false)
  })

  it('needs the extension and a valid licence for a licence', () => {
    expect(licenceValid(licensed)).toBe(true)
    expect(licenceValid({ ...licensed, XPACK_ENABLED: false })).toBe(false)
    expect(licenceValid({ ...licensed, XPACK_LICENSE_IS_VALID: false })).toBe(false)
    expect(routeContext(profile({ perms: ['a.view_b'] }), licensed)).toEqual({ perms: ['a.view_b'], licenseValid: true, settings: licensed })
  })

  it('works in the orgs of the view; the workbench list leaves out the root org (shell §3)', () => {
    const p = profile({ console_orgs: [ROOT, DEFAULT], audit_orgs: [DEFAULT], workbench_orgs: [ROOT, DEFAULT] })
    expect(orgsForView(p, 'console')).toEqual([ROOT, DEFAULT])
    expect(orgsForView(p, 'audit')).toEqual([DEFAULT])
    expect(orgsForView(p, 'workbench')).toEqual([DEFAULT])
    expect(orgsForView(p, 'tickets')).toBeUndefined()
    expect(orgsForView(p, undefined)).toBeUndefined()
  })
})
