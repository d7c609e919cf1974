import { describe, expect, it } from 'vitest'
import keys from '../../../fixtures/keys/mock-rsa.json'
import { csrfCookieName, csrfToken, ORG_COOKIE, parseCookies, publicKeyFromCookies, SESSION_EXPIRE_COOKIE, unquote } from './cookies'

// The cookies of reference §1.11 as the console reads them: the CSRF cookie behind its prefix
// cookie, the public key (base64 PEM, maybe quoted).

describe('reading a Cookie header (reference §1.11)', () => {
  it('splits on ";", trims names and values, decodes values, and the last of a name wins', () => {
    // The first of two same-named cookies wins (the browser lists the most specific path first).
    expect(parseCookies(' a=1;  b = two%20words ;a=3')).toEqual({ a: '1', b: 'two words' })
  })

  it('skips parts without a name or without "=", keeps "=" inside a value', () => {
    expect(parseCookies('novalue; =orphan; k=v=w; ;')).toEqual({ k: 'v=w' })
  })

  it('keeps a value whose escape is broken as it is', () => {
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' })
  })
})

describe('quotes (reference §1.11: "Lina strips it")', () => {
  it.each([
    ['"abc"', 'abc'],
    ["'abc'", 'abc'],
    ['  "abc"  ', 'abc'],
    ['"abc', '"abc'],
    ['abc"', 'abc"'],
    ["'abc\"", "'abc\""],
    ["abc'", "abc'"],
    ["'abc", "'abc"],
    ['"', '"'],
    ['""', ''],
    ['abc', 'abc'],
  ])('%s reads as %s', (raw, value) => expect(unquote(raw)).toBe(value))
})

describe('the cookie names of reference §1.11 and §1.10', () => {
  it('are the platform\'s own', () => {
    expect(SESSION_EXPIRE_COOKIE).toBe('jms_session_expire')
    expect(ORG_COOKIE).toBe('X-JMS-ORG')
  })
})

describe('the CSRF cookie (reference §1.11)', () => {
  it('is jms_csrftoken unless SESSION_COOKIE_NAME_PREFIX names another prefix', () => {
    expect(csrfCookieName({})).toBe('jms_csrftoken')
    expect(csrfCookieName({ SESSION_COOKIE_NAME_PREFIX: 'acme_' })).toBe('acme_csrftoken')
    expect(csrfCookieName({ SESSION_COOKIE_NAME_PREFIX: '"acme_"' })).toBe('acme_csrftoken')
    expect(csrfCookieName({ SESSION_COOKIE_NAME_PREFIX: '""' })).toBe('jms_csrftoken')
    expect(csrfCookieName({ SESSION_COOKIE_NAME_PREFIX: "''" })).toBe('jms_csrftoken')
    expect(csrfCookieName({ SESSION_COOKIE_NAME_PREFIX: '' })).toBe('jms_csrftoken')
  })

  it('gives the token without its quotes, none when empty', () => {
    expect(csrfToken({ jms_csrftoken: '"tok"' })).toBe('tok')
    expect(csrfToken({ jms_csrftoken: '' })).toBeUndefined()
    expect(csrfToken({})).toBeUndefined()
  })
})

describe('the public key cookie (reference §1.11)', () => {
  const b64 = btoa(keys.publicPem)
  it('decodes base64, quoted or bare, to the PEM key', () => {
    expect(publicKeyFromCookies({ jms_public_key: b64 })).toBe(keys.publicPem)
    expect(publicKeyFromCookies({ jms_public_key: `"${b64}"` })).toBe(keys.publicPem)
  })

  it('is absent when missing, not base64, or not a PEM public key', () => {
    expect(publicKeyFromCookies({})).toBeUndefined()
    expect(publicKeyFromCookies({ jms_public_key: '' })).toBeUndefined()
    expect(publicKeyFromCookies({ jms_public_key: '%%%' })).toBeUndefined()
    expect(publicKeyFromCookies({ jms_public_key: btoa('-----BEGIN PRIVATE KEY-----') })).toBeUndefined()
  })
})
