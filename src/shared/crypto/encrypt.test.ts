import { createDecipheriv } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import keys from '../../../fixtures/keys/mock-rsa.json'
import { aesEncrypt, encryptPassword, encryptSecretFields, encryptText, fillKey } from './encrypt'
import { serverDecrypt, serverDecryptKey } from './server-decrypt'

const cookieWithKey = () => `jms_csrftoken=abc; jms_public_key="${btoa(keys.publicPem)}"`
const noKeyCookie = () => 'jms_csrftoken=abc'
/** Shell §3 names password, token and private_key; reference §1.11 adds secret_key. Written here, not read from src. */
const SECRET_FIELDS = ['password', 'token', 'private_key', 'secret_key'] as const
/** AES-128-ECB with zero padding, by Node's own crypto: the server's step 3 with a 16-byte key. */
function aes128Decrypt(cipherB64: string, key16: string): string {
  const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key16, 'utf8'), null)
  decipher.setAutoPadding(false)
  const plain = Buffer.concat([decipher.update(Buffer.from(cipherB64, 'base64')), decipher.final()])
  return plain.toString('utf8').replace(/\0+$/, '')
}
const base36 = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength, maxLength })
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

  it('uses a fresh random key each time: the keys the RSA halves carry differ', () => {
    // The whole strings would differ anyway (PKCS#1 v1.5 pads at random): compare the keys themselves.
    const sent = Array.from({ length: 12 }, () => encryptText('same', keys.publicPem))
    const aesKeys = sent.map((s) => serverDecryptKey(s, keys.privatePem).toString('utf8'))
    expect(new Set(aesKeys).size).toBe(sent.length)
    expect(new Set(sent.map((s) => s.split(':')[1])).size).toBe(sent.length)
    for (const key of aesKeys) expect(key).toMatch(/^[0-9a-z]{1,16}$/)
  })

  it('cuts a key of 17 or more characters at 16 bytes before encrypting with it', () => {
    fc.assert(
      fc.property(base36(17, 40), fc.string({ minLength: 1, maxLength: 40 }).filter(noTrailingNul), (key, text) => {
        expect(aes128Decrypt(aesEncrypt(text, key), key.slice(0, 16))).toBe(text)
        expect(aesEncrypt(text, key)).toBe(aesEncrypt(text, key.slice(0, 16)))
      }),
      { numRuns: 50 },
    )
    expect(aes128Decrypt(aesEncrypt('Passw0rd!', 'abcdefghijklmnopqrstuvwxyz'), 'abcdefghijklmnop')).toBe('Passw0rd!')
  })

  it('pads a shorter key with NULs to 16 bytes before encrypting with it', () => {
    expect(aes128Decrypt(aesEncrypt('Passw0rd!', 'k3y'), 'k3y' + '\0'.repeat(13))).toBe('Passw0rd!')
  })

  it('cuts or pads the key with NULs to 16 bytes', () => {
    fc.assert(
      fc.property(base36(0, 40), (key) => {
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
    const quoted = encryptPassword('Passw0rd!', cookieWithKey)
    expect(quoted).not.toContain('Passw0rd!')
    expect(serverDecrypt(quoted, keys.privatePem)).toBe('Passw0rd!')
    expect(encryptPassword('Passw0rd!', noKeyCookie)).toBe('Passw0rd!')
  })

  it('without the key cookie sends every field as it was typed', () => {
    fc.assert(
      fc.property(
        fc.record({ password: fc.string(), token: fc.string(), private_key: fc.string(), secret_key: fc.string(), name: fc.string() }),
        (payload) => {
          expect(encryptSecretFields(payload, { cookies: noKeyCookie })).toEqual(payload)
        },
      ),
      { numRuns: 30 },
    )
  })

  it('refuses to send anything with a key it cannot use, rather than the plain text', () => {
    const broken = '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'
    expect(() => encryptText('Passw0rd!', broken)).toThrow(/public key/)
    expect(() => encryptSecretFields({ password: 'Passw0rd!' }, { publicKey: broken })).toThrow()
  })

  it('a cookie that is not a PEM public key counts as no key', () => {
    expect(encryptPassword('Passw0rd!', () => `jms_public_key=${btoa('not a key')}`)).toBe('Passw0rd!')
    expect(encryptPassword('Passw0rd!', () => 'jms_public_key=%%%')).toBe('Passw0rd!')
  })

  it('leaves empty and non-text secret fields as they are, with the key', () => {
    const out = encryptSecretFields({ password: '', token: 42, private_key: null, secret_key: 'k' }, { cookies: cookieWithKey })
    expect(out).toMatchObject({ password: '', token: 42, private_key: null })
    expect(serverDecrypt(String(out.secret_key), keys.privatePem)).toBe('k')
  })

  it('encrypts only the fields asked for, with a key given directly', () => {
    const out = encryptSecretFields({ password: 'p', bind_password: 'b' }, { publicKey: keys.publicPem, fields: ['bind_password'] })
    expect(out.password).toBe('p')
    expect(serverDecrypt(String(out.bind_password), keys.privatePem)).toBe('b')
  })
})
