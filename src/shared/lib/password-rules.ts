// Password rules (domain §5): upper case, lower case, digit and special character may be required,
// and a minimum length; the security settings set them and public settings carry them (PASSWORD_RULE).

export interface PasswordRule {
  SECURITY_PASSWORD_MIN_LENGTH?: number
  SECURITY_PASSWORD_UPPER_CASE?: boolean
  SECURITY_PASSWORD_LOWER_CASE?: boolean
  SECURITY_PASSWORD_NUMBER?: boolean
  SECURITY_PASSWORD_SPECIAL_CHAR?: boolean
}

export type PasswordProblem = 'minLength' | 'upperCase' | 'lowerCase' | 'number' | 'specialChar'

const DEFAULT_MIN_LENGTH = 6

/** The rules a password breaks, in the order a form lists them (empty when it meets them all). */
export function passwordProblems(password: string, rule: PasswordRule = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = []
  if (password.length < (rule.SECURITY_PASSWORD_MIN_LENGTH ?? DEFAULT_MIN_LENGTH)) problems.push('minLength')
  if (rule.SECURITY_PASSWORD_UPPER_CASE && !/[A-Z]/.test(password)) problems.push('upperCase')
  if (rule.SECURITY_PASSWORD_LOWER_CASE && !/[a-z]/.test(password)) problems.push('lowerCase')
  if (rule.SECURITY_PASSWORD_NUMBER && !/\d/.test(password)) problems.push('number')
  if (rule.SECURITY_PASSWORD_SPECIAL_CHAR && !/[^A-Za-z0-9]/.test(password)) problems.push('specialChar')
  return problems
}
