// The confirm API (shell §4, §7; reference §2.4) and the MFA verification timestamp, valid for
// SECURITY_MFA_VERIFY_TTL seconds. The timestamp is kept in memory only (never in storage).
import { api } from '@/shared/api/client'
import { errorStatus, serverErrorText, type ErrorKey } from '@/shared/errors/catalogue'
import { errorBody } from '@/shared/api/error-body'
import { sessionState } from '@/shared/state/session'

export const CONFIRM_URL = '/api/v1/authentication/confirm/'
export const MFA_SEND_CODE_URL = '/api/v1/authentication/mfa/select/'

export type ConfirmType = 'mfa' | 'password' | 'relogin'
export interface ConfirmOption {
  name: string
  display_name: string
  disabled: boolean
  placeholder?: string
}
export interface ConfirmAnswer {
  confirm_type: ConfirmType
  content: ConfirmOption[] | ''
}

export const isConfirmType = (v: unknown): v is ConfirmType => v === 'mfa' || v === 'password' || v === 'relogin'

export const askConfirmType = (type: ConfirmType) =>
  api.get<ConfirmAnswer>(`${CONFIRM_URL}?confirm_type=${type}`, { silent: true })

/**
 * POST the secret, encrypted like every secret field (shell §3); mfa_type is omitted for password.
 * The cipher code (crypto-js, jsencrypt) is fetched when a secret is sent, not with every list page
 * that can ask for a confirmation (issue 24).
 */
export async function postConfirm(type: ConfirmType, secret: string, mfaType?: string) {
  const { encryptPassword } = await import('@/shared/crypto/encrypt')
  const body: Record<string, string> = { confirm_type: type, secret_key: secret ? encryptPassword(secret) : '' }
  if (type === 'mfa' && mfaType) body.mfa_type = mfaType
  return api.post<string>(CONFIRM_URL, body, { silent: true })
}

/**
 * Why a silent relogin confirmation failed, in domain §8's session messages: the session has ended
 * (401: "You account has logout"), the sign-in is older than the server's re-login limit of 5 minutes
 * (domain §9; the server says so in its error), or any other refusal ("Verification failed").
 */
export function reloginReason(error: unknown): Extract<ErrorKey, 'accountLoggedOut' | 'loginTimeExceeded' | 'verificationFailed'> {
  if (errorStatus(error) === 401) return 'accountLoggedOut'
  const said = serverErrorText(errorBody(error)) ?? ''
  if (/login time has exceeded/i.test(said)) return 'loginTimeExceeded'
  return 'verificationFailed'
}

export const sendCode = (type: string) => api.post(MFA_SEND_CODE_URL, { type }, { silent: true })

let mfaVerifiedAt: number | undefined

export function recordMfaVerified(now = Date.now()) {
  mfaVerifiedAt = now
}

/** Whether an MFA verification is still valid (SECURITY_MFA_VERIFY_TTL, seconds). */
export function mfaStillValid(now = Date.now(), ttlSeconds = Number(sessionState.publicSettings?.SECURITY_MFA_VERIFY_TTL ?? 0)): boolean {
  return mfaVerifiedAt !== undefined && ttlSeconds > 0 && now - mfaVerifiedAt < ttlSeconds * 1000
}
