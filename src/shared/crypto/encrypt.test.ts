import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import keys from '../../../fixtures/keys/mock-rsa.json'
import { encryptPassword, encryptSecretFields, encryptText, fillKey, SECRET_FIELDS } from './encrypt'
import { serverDecrypt } from './server-decrypt'

const cookieWithKey = () => `jms_csrftoken=abc; jms_public_key="${btoa(keys.publicPem)}"`
// Passwords never end in NUL: the server strips trailing NULs of the zero padding (reference §1.11).
const noTrailingNul = (s: string) => !s.endsWith('\0')

describe('field encryption (shell §3, reference §1.11)', () => {
  it('round-trips every non-empty unicode string through the server decryption', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 300 }).filter(noTrailingNul), (text) => {
        const cipher = encryptText(text, keys.publicPem)
        expect(serverDecrypt(cipher, keys.privatePem)).toBe(text)
      }),
      { numRuns: 60 },
    )
  })

  it('round-trips long and emoji texts, and texts of exactly one or more AES blocks', () => {
    for (const text of ['😀'.repeat(500), 'Passw0rd!', 'a'.repeat(16), 'b'.repeat(32), '密码パスワード', ':::', 'x'.repeat(5000)]) {
      expect(serverDecrypt(encryptText(text, keys.publicPem), keys.privatePem)).toBe(text)
    }
  })

  it('always has the form key:cipher with exactly one colon, both parts base64', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }), (text) => {
        const out = encryptText(text, keys.publicPem)
        expect(out.split(':')).toHaveLength(2)
        expect(out).toMatch(/^[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/)
      }),
      { numRuns: 40 },
    )
  })

  it('keeps an empty value empty, which the server reads as empty', () => {
    expect(encryptText('', keys.publicPem)).toBe('')
    expect(serverDecrypt('', keys.privatePem)).toBe('')
  })

  it('uses a fresh key each time', () => {
    expect(encryptText('same', keys.publicPem)).not.toBe(encryptText('same', keys.publicPem))
  })

  it('cuts or pads the key with NULs to 16 bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), maxLength: 40 }), (key) => {
        const filled = fillKey(key)
        expect(filled).toHaveLength(16)
        expect(filled.startsWith(key.slice(0, 16))).toBe(true)
        expect(filled.slice(Math.min(key.length, 16))).toMatch(/^\0*$/)
      }),
    )
  })

  it('never sends secret fields in plain text when the key cookie is present', () => {
    fc.assert(
      fc.property(
        fc.record({ password: fc.string({ minLength: 1 }), token: fc.string({ minLength: 1 }), private_key: fc.string({ minLength: 1 }), secret_key: fc.string({ minLength: 1 }), name: fc.string() }),
        (payload) => {
          const out = encryptSecretFields(payload, { cookies: cookieWithKey })
          for (const field of SECRET_FIELDS) {
            expect(out[field]).not.toBe(payload[field])
            expect(serverDecrypt(out[field], keys.privatePem)).toBe(payload[field].replace(/\0+$/, ''))
          }
          expect(out.name).toBe(payload.name)
        },
      ),
      { numRuns: 15 },
    )
  })

  it('reads the key cookie quoted or bare, and sends plain text only without it', () => {
    const bare = () => `jms_public_key=${btoa(keys.publicPem)}`
    expect(serverDecrypt(encryptPassword('Passw0rd!', bare), keys.privatePem)).toBe('Passw0rd!')
    expect(encryptPassword('Passw0rd!', cookieWithKey)).not.toBe('Passw0rd!')
    expect(encryptPassword('Passw0rd!', () => 'jms_csrftoken=abc')).toBe('Passw0rd!')
  })
})
