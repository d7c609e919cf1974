import { describe, expect, it } from 'vitest'
import { inviteReason } from '../components/invite-users'
import { activeReason, bulkActiveReason, bulkRemoveReason, quickActionReason, type ActionContext } from './user-actions'

const admin: ActionContext = { perms: new Set(['users.change_user', 'users.remove_user']), rootOrg: false, self: 'me' }
const user = (fields: Record<string, unknown> = {}) => ({ id: 'u1', source: 'local', email: 'u@example.com', ...fields })

describe('quick actions of the user detail (domain §4), each usable or with its reason', () => {
  it('unblocks only a blocked user', () => {
    expect(quickActionReason('unblock', user({ login_blocked: true }), admin)).toBeNull()
    expect(quickActionReason('unblock', user(), admin)).toBe('notBlocked')
  })

  it('resets MFA and unbinds only what the user has', () => {
    expect(quickActionReason('resetMfa', user({ is_otp_secret_key_bound: true }), admin)).toBeNull()
    expect(quickActionReason('resetMfa', user(), admin)).toBe('noMfa')
    expect(quickActionReason('unbindWecom', user({ is_wecom_bound: true }), admin)).toBeNull()
    expect(quickActionReason('unbindWecom', user(), admin)).toBe('notWecom')
    expect(quickActionReason('unbindDingtalk', user(), admin)).toBe('notDingtalk')
  })

  it('mails a password reset to local users with an email only', () => {
    expect(quickActionReason('resetPassword', user(), admin)).toBeNull()
    expect(quickActionReason('resetPassword', user({ source: 'ldap' }), admin)).toBe('notLocal')
    expect(quickActionReason('resetPassword', user({ email: '' }), admin)).toBe('noEmail')
  })

  it('says the permission is missing before anything else', () => {
    const reader: ActionContext = { ...admin, perms: new Set() }
    expect(quickActionReason('unblock', user({ login_blocked: true }), reader)).toBe('noChange')
    expect(quickActionReason('remove', user(), reader)).toBe('noRemove')
    // Deleting users is another permission than removing them from the organisation (2.26 users.remove_user).
    expect(quickActionReason('remove', user(), { ...admin, perms: new Set(['users.change_user', 'users.delete_user']) })).toBe('noRemove')
    expect(activeReason(user(), reader)).toBe('noChange')
  })

  it('removes from and invites into a real organisation only, never oneself', () => {
    expect(quickActionReason('remove', user(), admin)).toBeNull()
    expect(quickActionReason('remove', user(), { ...admin, rootOrg: true })).toBe('removeRootOrg')
    expect(quickActionReason('remove', user({ id: 'me' }), admin)).toBe('yourself')
    expect(quickActionReason('invite', user(), admin)).toBe('alreadyMember')
    expect(quickActionReason('invite', user(), { ...admin, rootOrg: true })).toBe('inviteRootOrg')
    expect(activeReason(user({ id: 'me' }), admin)).toBe('yourself')
    expect(activeReason(user(), admin)).toBeNull()
  })
})

describe('inviting users into the organisation (domain §4; 2.26 users.invite_user, refused in the root org)', () => {
  it('needs the invite permission, then a real organisation', () => {
    expect(inviteReason(new Set(['users.add_user', 'users.change_user']), false)).toBe('noInvite')
    expect(inviteReason(new Set(['users.invite_user']), true)).toBe('inviteRootOrg')
    expect(inviteReason(new Set(['users.invite_user']), false)).toBeNull()
  })
})

describe('bulk actions of the user list (domain §4), each usable or with its reason', () => {
  const all = new Set(['users.change_user', 'users.remove_user'])
  it('removes the selection from an organisation with users.remove_user only, never in the global one', () => {
    expect(bulkRemoveReason(all, false)).toBeNull()
    expect(bulkRemoveReason(new Set(['users.change_user']), false)).toBe('noRemove')
    expect(bulkRemoveReason(new Set(['users.remove_user']), false)).toBeNull()
    expect(bulkRemoveReason(all, true)).toBe('bulkRemoveRootOrg')
    expect(bulkRemoveReason(new Set(), true)).toBe('noRemove')
  })

  it('activates and deactivates as a bulk update: users.change_user, not in the root org (shell §6)', () => {
    expect(bulkActiveReason(all, false)).toBeNull()
    expect(bulkActiveReason(new Set(['users.remove_user']), false)).toBe('noChange')
    expect(bulkActiveReason(all, true)).toBe('bulkUpdateRootOrg')
  })
})
