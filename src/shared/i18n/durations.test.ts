// Shell §9: a duration is worded in the shell language (English if the cookie says en, else Chinese),
// one decimal; a run shorter than that decimal says so rather than "0.0".
import { describe, expect, it } from 'vitest'
import { durationText, shellLanguage } from './durations'

describe('a duration in the shell language', () => {
  it.each([
    ['en', 600, '10.0 min'],
    ['zh', 600, '10.0 分钟'],
    ['en', 0.012, 'less than 0.1 s'],
    ['zh', 0.012, '少于 0.1 秒'],
  ] as const)('%s: %s s reads %s', (language, seconds, text) => expect(durationText(seconds, language)).toBe(text))

  it('is Chinese for a Japanese cookie, as the shell language is English only for en', () => {
    expect(durationText(0.006, shellLanguage('ja'))).toBe('少于 0.1 秒')
    expect(durationText(0.006, shellLanguage('en-US'))).toBe('less than 0.1 s')
  })
})
