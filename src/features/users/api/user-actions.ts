// The quick actions of a user's detail (domain §4: users can be unblocked, have MFA reset, be unbound
// from WeCom / DingTalk, be invited into or removed from an organisation; plus active on/off and the
// reset-password mail of a local user). Each is either usable or comes with the reason it is not, so the
// card never shows a greyed-out button without saying why (issue 23). Calls: reference TSV users row and
// 2.26's user actions (unblock, mfa/reset, password/reset, wecom|dingtalk/qr/unbind, invite, remove).
import { api } from '@/shared/api/client'
import { resource } from '@/shared/api/resource'
import type { Row } from '@/generic/resource-config'

export type QuickAction = 'unblock' | 'resetMfa' | 'unbindWecom' | 'unbindDingtalk' | 'resetPassword' | 'invite' | 'remove'
export const QUICK_ACTIONS: readonly QuickAction[] = ['unblock', 'resetMfa', 'unbindWecom', 'unbindDingtalk', 'resetPassword', 'invite', 'remove']

/** Why an action cannot be used: an i18n key of 'users' under `reasons.`; null when it can. */
export type Reason = string | null

export interface ActionContext {
  perms: ReadonlySet<string>
  rootOrg: boolean
  /** The signed-in user's id: nobody deactivates or removes themself. */
  self: string
}

export function activeReason(user: Row, ctx: ActionContext): Reason {
  if (!ctx.perms.has('users.change_user')) return 'noChange'
  if (user.id === ctx.self) return 'yourself'
  return null
}

export function quickActionReason(action: QuickAction, user: Row, ctx: ActionContext): Reason {
  if (action === 'invite') return ctx.rootOrg ? 'inviteRootOrg' : 'alreadyMember'
  if (action === 'remove') {
    // 2.26 UserViewSet.rbac_perms: remove and bulk_remove need users.remove_user.
    if (!ctx.perms.has('users.remove_user')) return 'noRemove'
    if (ctx.rootOrg) return 'removeRootOrg'
    return user.id === ctx.self ? 'yourself' : null
  }
  if (!ctx.perms.has('users.change_user')) return 'noChange'
  switch (action) {
    case 'unblock':
      return user.login_blocked ? null : 'notBlocked'
    case 'resetMfa':
      return user.mfa_enabled || user.is_otp_secret_key_bound ? null : 'noMfa'
    case 'unbindWecom':
      return user.is_wecom_bound ? null : 'notWecom'
    case 'unbindDingtalk':
      return user.is_dingtalk_bound ? null : 'notDingtalk'
    case 'resetPassword':
      if (user.source !== 'local') return 'notLocal'
      return user.email ? null : 'noEmail'
  }
}

export function runQuickAction(action: QuickAction, id: string): Promise<unknown> {
  const user = encodeURIComponent(id)
  switch (action) {
    case 'unblock':
      return api.patch(`/api/v1/users/users/${user}/unblock/`, {})
    case 'resetMfa':
      return api.get(`/api/v1/users/users/${user}/mfa/reset/`)
    case 'unbindWecom':
      return api.post(`/api/v1/authentication/wecom/qr/unbind/${user}/`, {})
    case 'unbindDingtalk':
      return api.post(`/api/v1/authentication/dingtalk/qr/unbind/${user}/`, {})
    case 'resetPassword':
      return api.patch(`/api/v1/users/users/${user}/password/reset/`, {})
    case 'invite':
      return api.post('/api/v1/users/users/invite/', { users: [id] })
    case 'remove':
      return api.post(`/api/v1/users/users/${user}/remove/`, {})
  }
}

const USERS = '/api/v1/users/users/'

/**
 * The selected users leave the current organisation (2.26 UserViewSet.bulk_remove, users.remove_user):
 * the selection is cached for an spm token, then POST users/users/remove/?spm=, no body. The server
 * removes every member its filters select, so a call never goes out without a selection.
 */
export async function removeFromOrg(ids: string[]): Promise<void> {
  if (ids.length === 0) return
  const users = resource(USERS)
  const spm = await users.cacheSelection(ids)
  await api.post(`${USERS}remove/?spm=${encodeURIComponent(spm)}`)
}

/** Why the selected users cannot be removed from the organisation here: a 'users' `reasons.` key, or null. */
export function bulkRemoveReason(perms: ReadonlySet<string>, rootOrg: boolean): Reason {
  if (!perms.has('users.remove_user')) return 'noRemove'
  return rootOrg ? 'bulkRemoveRootOrg' : null
}

/**
 * Why the selected users cannot be activated or deactivated here: a bulk update (shell §6: needs change,
 * off in the root org), PATCH of the list with [{id, is_active}] as the console's bulk update sends.
 */
export function bulkActiveReason(perms: ReadonlySet<string>, rootOrg: boolean): Reason {
  if (!perms.has('users.change_user')) return 'noChange'
  return rootOrg ? 'bulkUpdateRootOrg' : null
}

export const setActiveOf = (ids: string[], active: boolean) => resource(USERS).bulkUpdate(ids.map((id) => ({ id, is_active: active })))
