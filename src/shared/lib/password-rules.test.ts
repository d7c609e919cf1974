import { describe, expect, it } from 'vitest'
import { passwordProblems } from './password-rules'

// Domain §5: each rule may be required; the minimum length always applies (6 unless set).
describe('password rules', () => {
  it.each([
    ['abc', {}, ['minLength']],
    ['abcdef', {}, []],
    ['abcdefgh', { SECURITY_PASSWORD_MIN_LENGTH: 10 }, ['minLength']],
    ['abcdefgh', { SECURITY_PASSWORD_UPPER_CASE: true }, ['upperCase']],
    ['ABCDEFGH', { SECURITY_PASSWORD_LOWER_CASE: true }, ['lowerCase']],
    ['Abcdefgh', { SECURITY_PASSWORD_NUMBER: true }, ['number']],
    ['Abcdefg1', { SECURITY_PASSWORD_SPECIAL_CHAR: true }, ['specialChar']],
    ['Abcdef1!', { SECURITY_PASSWORD_UPPER_CASE: true, SECURITY_PASSWORD_LOWER_CASE: true, SECURITY_PASSWORD_NUMBER: true, SECURITY_PASSWORD_SPECIAL_CHAR: true }, []],
    ['abc', { SECURITY_PASSWORD_UPPER_CASE: true, SECURITY_PASSWORD_NUMBER: true }, ['minLength', 'upperCase', 'number']],
  ] as const)('%s under %o breaks %o', (password, rule, expected) => {
    expect(passwordProblems(password, rule)).toEqual(expected)
  })
})
