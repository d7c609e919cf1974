import { HttpResponse } from 'msw'
import type { User } from './sessions'
import { mock, type Session } from '../store/live-state'

// User confirmation for secret views (reference §2.4).
export const CONFIRM_LEVEL = { relogin: 1, password: 2, mfa: 3 } as const
export type ConfirmType = keyof typeof CONFIRM_LEVEL
export const CONFIRM_TTL_SECONDS = 300

/** MFA counts as usable when the user has an OTP bound (the mock's only MFA backend besides SMS). */
export const mfaUsable = (user: User) => user.otp_bound || user.mfa_level > 0

/**
 * The type a secret view demands. 2.26 asks for mfa and answers 404 to users without MFA; the mock
 * steps down instead so every persona can reach the secret pages (issue 3): to the password for a
 * local user, else to relogin (a third-party user cannot verify a password: shell §8 relogin case).
 */
export function requiredConfirm(user: User, wanted: ConfirmType): ConfirmType {
  if (wanted === 'mfa' && mfaUsable(user)) return 'mfa'
  if (wanted === 'relogin') return 'relogin'
  return user.source === 'local' ? 'password' : 'relogin'
}

export function confirmFirst(session: Session, user: User, wanted: ConfirmType): Response | undefined {
  const { settings } = mock()
  if (!settings.SECURITY_VIEW_AUTH_NEED_MFA) return undefined
  const type = requiredConfirm(user, wanted)
  const ttl = type === 'mfa' ? settings.SECURITY_MFA_VERIFY_TTL : CONFIRM_TTL_SECONDS
  const fresh = session.confirmTime !== undefined && Date.now() - session.confirmTime < ttl * 1000
  if ((session.confirmLevel ?? 0) >= CONFIRM_LEVEL[type] && fresh) return undefined
  // `code` first, status 400 (reference §1.5).
  return HttpResponse.json({ code: type, detail: 'This action require confirm current user' }, { status: 400 })
}
