import { describe, expect, it } from 'vitest'
import en from '@/shared/i18n/locales/en/errors'
import ja from '@/shared/i18n/locales/ja/errors'
import zh from '@/shared/i18n/locales/zh/errors'
import { ERROR_MESSAGES, messageForError, noticeText, serverErrorText } from './catalogue'

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('error catalogue (shell §8, domain §8)', () => {
  it('has every message in zh, en and ja, translated, with the same placeholders', () => {
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(zh[key], key).toBeTruthy()
      expect(ja[key], key).toBeTruthy()
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]))
      expect(placeholders(ja[key]), key).toEqual(placeholders(en[key]))
      if (!/^\{\{/.test(en[key])) {
        expect(zh[key], key).not.toBe(en[key])
        expect(ja[key], key).not.toBe(en[key])
      }
    }
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort())
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort())
  })

  it('names messages by i18n key in the errors namespace', () => {
    expect(ERROR_MESSAGES.updateInProgress).toBe('errors:updateInProgress')
  })

  it('maps statuses to the shell §8 texts', () => {
    const text = (status: number, data: unknown = {}) => noticeText(messageForError({ response: { status, data } }))
    expect(text(400)).toBe('Request error, please check what you filled in')
    expect(text(403)).toBe('Request error, you do not have this operation permission')
    expect(text(404)).toBe('The corresponding resource was not found or has been deleted')
    expect(text(409)).toBe('Update in progress, please try again later')
    expect(text(401)).toBe('Your account has ended, please log in again')
    expect(text(502, { msg: 'gateway down' })).toBe('gateway down')
    expect(text(500, '<html>oops</html>')).toBe('Request failed, please try again later')
  })

  it('a network failure without a response is a default toast', () => {
    expect(messageForError(new Error('Network Error'))).toMatchObject({ kind: 'toast', status: null, message: 'unknownError' })
  })

  it('reads error, msg, detail in that order and ignores non-strings', () => {
    expect(serverErrorText({ detail: 'd', msg: 'm' })).toBe('m')
    expect(serverErrorText({ error: 3, detail: 'd' })).toBe('d')
    expect(serverErrorText({ name: ['x'] })).toBeUndefined()
  })
})
