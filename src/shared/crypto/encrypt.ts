// Field encryption (shell §3, reference §1.11): a random base-36 key, cut or NUL-padded to 16 bytes,
// encrypts the text with AES-128-ECB and zero padding; the key itself is encrypted with the
// session's RSA public key (PKCS#1 v1.5). The result is `rsaCipher:aesCipher`, exactly one colon.
// crypto-js by module, not whole (issue 24): AES-ECB with zero padding is all the console uses.
import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import ECB from 'crypto-js/mode-ecb'
import ZeroPadding from 'crypto-js/pad-zeropadding'
import { JSEncrypt } from 'jsencrypt'
import { browserCookies, parseCookies, publicKeyFromCookies, type CookieSource } from '@/shared/api/cookies'
import { SECRET_FIELDS } from './secret-fields'

export const AES_KEY_BYTES = 16
/** Length of the random key before padding: short like Lina's, so the NUL padding is always used. */
const RANDOM_KEY_LENGTH = 11

/** Cut to 16 characters or pad with NUL characters to 16 (shell §3). */
export function fillKey(key: string): string {
  return key.length >= AES_KEY_BYTES ? key.slice(0, AES_KEY_BYTES) : key + '\0'.repeat(AES_KEY_BYTES - key.length)
}

/** A random base-36 string from the platform's CSPRNG. */
export function randomBase36(length = RANDOM_KEY_LENGTH): string {
  const bytes = new Uint8Array(length)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('')
}

export function aesEncrypt(text: string, key: string): string {
  return AES.encrypt(Utf8.parse(text), Utf8.parse(fillKey(key)), { mode: ECB, padding: ZeroPadding }).toString()
}

export function rsaEncrypt(text: string, publicKeyPem: string): string {
  const rsa = new JSEncrypt()
  rsa.setPublicKey(publicKeyPem)
  const cipher = rsa.encrypt(text)
  if (!cipher) throw new Error('Field encryption failed: the public key is not usable')
  return cipher
}

/**
 * `rsaCipher:aesCipher` for a non-empty text. An empty text stays empty: zero padding would give
 * an empty cipher, which the server would keep as plain text (reference §1.11, fallbacks).
 */
export function encryptText(text: string, publicKeyPem: string): string {
  if (text === '') return ''
  const key = randomBase36()
  return `${rsaEncrypt(key, publicKeyPem)}:${aesEncrypt(text, key)}`
}

/** The session's public key from the `jms_public_key` cookie, if any. */
export function sessionPublicKey(cookies: CookieSource = browserCookies): string | undefined {
  return publicKeyFromCookies(parseCookies(cookies()))
}

/** Lina's `encryptPassword`: encrypted when the key cookie is present, else the plain text. */
export function encryptPassword(text: string, cookies: CookieSource = browserCookies): string {
  const key = sessionPublicKey(cookies)
  return key ? encryptText(text, key) : text
}

/**
 * Encrypts the secret fields of a payload before submit. With the key cookie present the plain
 * text is never sent: a failure throws instead of falling back.
 */
export function encryptSecretFields<T extends Record<string, unknown>>(
  payload: T,
  options: { publicKey?: string; cookies?: CookieSource; fields?: readonly string[] } = {},
): T {
  const key = options.publicKey ?? sessionPublicKey(options.cookies)
  if (!key) return payload
  const fields = options.fields ?? SECRET_FIELDS
  const out: Record<string, unknown> = { ...payload }
  for (const field of fields) {
    const value = out[field]
    if (typeof value === 'string' && value !== '') out[field] = encryptText(value, key)
  }
  return out as T
}
