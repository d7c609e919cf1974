import CryptoJS from 'crypto-js'
import keys from '../../fixtures/keys/mock-rsa.json'

// EncryptedField (reference §1.11): "<rsa(aesKey) base64>:<aes-128-ecb(value) base64>". RSA is done
// with BigInt arithmetic from the fixture's JWK because Node 20 refuses PKCS#1 v1.5 privateDecrypt.
const b64urlToBigInt = (s: string) => BigInt('0x' + Buffer.from(s, 'base64url').toString('hex'))
const n = b64urlToBigInt(keys.jwk.n)
const d = b64urlToBigInt(keys.jwk.d)
const keyBytes = Math.ceil(n.toString(16).length / 2)

function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n
  let b = base % mod
  let e = exp
  while (e > 0n) {
    if (e & 1n) result = (result * b) % mod
    b = (b * b) % mod
    e >>= 1n
  }
  return result
}

/** RSA PKCS#1 v1.5 decryption; undefined when the padding is not 00 02 … 00. */
export function rsaDecrypt(cipherB64: string): Buffer | undefined {
  const c = BigInt('0x' + (Buffer.from(cipherB64, 'base64').toString('hex') || '0'))
  if (c >= n) return undefined
  const m = Buffer.from(modPow(c, d, n).toString(16).padStart(keyBytes * 2, '0'), 'hex')
  if (m[0] !== 0 || m[1] !== 2) return undefined
  const sep = m.indexOf(0, 2)
  return sep < 10 ? undefined : m.subarray(sep + 1)
}

function aesKey(raw: Buffer): CryptoJS.lib.WordArray {
  let key = raw.length > 32 ? raw.subarray(0, 32) : raw
  const size = Math.max(16, Math.ceil(key.length / 16) * 16)
  key = Buffer.concat([key, Buffer.alloc(size - key.length)])
  return CryptoJS.enc.Hex.parse(key.toString('hex'))
}

/** The server's decrypt: any malformed or undecryptable value is kept as the plain text given. */
export function decryptField(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const parts = value.split(':')
  if (parts.length !== 2 || !parts[0] || !parts[1]) return value
  try {
    const key = rsaDecrypt(parts[0])
    if (!key) return value
    const plain = CryptoJS.AES.decrypt(parts[1], aesKey(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.ZeroPadding })
    const text = Buffer.from(plain.toString(CryptoJS.enc.Hex), 'hex').toString('utf8').replace(/\0+$/, '')
    return text || value
  } catch {
    return value
  }
}
