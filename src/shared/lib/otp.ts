import { OTP_LENGTH } from '@/shared/constants'
import type { ErrorKey } from '@/shared/errors/catalogue'

/** An OTP code must be exactly 6 characters (shell §5, domain §5): else "MFA Error, please check". */
export function otpCodeProblem(code: string): ErrorKey | null {
  return code.trim().length === OTP_LENGTH ? null : 'mfaError'
}
