import CryptoJS from 'crypto-js'

// SSH key facts the 2.26.1 server shows: sshpubkeys.SSHKey(public_key).hash_md5() ("MD5:" and the MD5 of the
// key's decoded base64 blob in colon-separated hex pairs, RFC 4716 §4) and .comment; for a system user with
// only a private key, the public key paramiko derives from it (ssh_pubkey_gen: RSAKey or DSSKey, else
// IOError('Invalid private key')). Plain JS (atob, crypto-js): the mock runs in the browser too.

/** Python's base64.b64decode (validate=False): characters outside the alphabet dropped; bad padding fails. */
function b64decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/[^A-Za-z0-9+/=]/g, '')
  const body = clean.replace(/=.*$/, '')
  if (body.length % 4 === 1 || (clean.length % 4 !== 0 && clean.length === body.length)) return undefined
  try {
    return Uint8Array.from(atob(body + '='.repeat((4 - (body.length % 4)) % 4)), (c) => c.charCodeAt(0))
  } catch {
    return undefined
  }
}

function md5Words(bytes: Uint8Array): CryptoJS.lib.WordArray {
  const words: number[] = []
  bytes.forEach((b, i) => { words[i >>> 2] = (words[i >>> 2] ?? 0) | (b << (24 - (i % 4) * 8)) })
  return CryptoJS.MD5(CryptoJS.lib.WordArray.create(words, bytes.length))
}

/** SSHKey.hash_md5 of the decoded blob. */
const md5Fingerprint = (blob: Uint8Array) => `MD5:${md5Words(blob).toString(CryptoJS.enc.Hex).match(/../g)!.join(':')}`

/** SSHKey._split_key: type, base64 and the rest (the comment), split on whitespace at most twice. */
function splitKey(key: string): { blob?: Uint8Array; comment: string | null } | undefined {
  const parts = key.trim().split(/\s+/)
  if (parts.length < 2 || !parts[0]) return undefined
  const comment = parts.length > 2 ? key.trim().replace(/^\S+\s+\S+\s+/, '') : null
  return { blob: b64decode(parts[1]), comment }
}

/** A length-prefixed string of an SSH wire blob at `at`, and where the next one starts. */
function sshString(blob: Uint8Array, at: number): [Uint8Array, number] | undefined {
  if (at + 4 > blob.length) return undefined
  const len = ((blob[at] << 24) | (blob[at + 1] << 16) | (blob[at + 2] << 8) | blob[at + 3]) >>> 0
  return at + 4 + len > blob.length ? undefined : [blob.subarray(at + 4, at + 4 + len), at + 4 + len]
}
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes)

/**
 * validate_ssh_public_key, as far as the mock checks it: a type and a base64 blob whose first string names
 * the same type (sshpubkeys' "Keytype mismatch"); the key's numbers and lengths are not checked.
 */
export function isSshPublicKey(key: string): boolean {
  const parts = splitKey(key)
  const type = key.trim().split(/\s+/)[0]
  if (!parts?.blob || !/^(ssh-(rsa|dss|ed25519)|ecdsa-sha2-nistp(256|384|521))$/.test(type)) return false
  const first = sshString(parts.blob, 0)
  return !!first && ascii(first[0]) === type
}

/** User.get_public_key_hash_md5: '' without a key or when its base64 does not decode. */
export function publicKeyHashMd5(publicKey: string | undefined): string {
  const blob = publicKey ? splitKey(publicKey)?.blob : undefined
  return blob ? md5Fingerprint(blob) : ''
}

/** User.get_public_key_comment: '' without a key, null for a key without a comment. */
export function publicKeyComment(publicKey: string | undefined): string | null {
  if (!publicKey) return ''
  return splitKey(publicKey)?.comment ?? null
}

// ---- a private key's public half (paramiko RSAKey / DSSKey) -----------------------------------------

/** The INTEGERs of a DER SEQUENCE (PKCS#1 RSAPrivateKey, OpenSSL's DSA key), as their content bytes. */
function derIntegers(der: Uint8Array): Uint8Array[] | undefined {
  const length = (at: number): [number, number] | undefined => {
    const first = der[at]
    if (first === undefined) return undefined
    if (first < 0x80) return [first, at + 1]
    const n = first & 0x7f
    let len = 0
    for (let i = 0; i < n; i++) len = len * 256 + (der[at + 1 + i] ?? 0)
    return [len, at + 1 + n]
  }
  if (der[0] !== 0x30) return undefined
  const seq = length(1)
  if (!seq) return undefined
  const out: Uint8Array[] = []
  let at = seq[1]
  while (at < der.length && der[at] === 0x02) {
    const l = length(at + 1)
    if (!l) return undefined
    out.push(der.subarray(l[1], l[1] + l[0]))
    at = l[1] + l[0]
  }
  return out
}

/** An SSH wire blob of strings (the key type, then the mpints as DER holds them: two's complement, minimal). */
function wireBlob(type: string, ...values: Uint8Array[]): Uint8Array {
  const items = [Uint8Array.from(type, (c) => c.charCodeAt(0)), ...values]
  const out = new Uint8Array(items.reduce((n, v) => n + 4 + v.length, 0))
  let at = 0
  for (const v of items) {
    out.set([(v.length >>> 24) & 255, (v.length >>> 16) & 255, (v.length >>> 8) & 255, v.length & 255], at)
    out.set(v, at + 4)
    at += 4 + v.length
  }
  return out
}

/** The public key blob of an unencrypted RSA or DSA private key (PEM or OpenSSH's own format), else undefined. */
export function publicBlobOfPrivateKey(privateKey: string): Uint8Array | undefined {
  const pem = /-----BEGIN (RSA|DSA|OPENSSH) PRIVATE KEY-----([\s\S]*?)-----END \1 PRIVATE KEY-----/.exec(privateKey)
  if (!pem || /Proc-Type:\s*4,ENCRYPTED/.test(pem[2])) return undefined
  const der = b64decode(pem[2].replace(/^[\w-]+:.*$/gm, ''))
  if (!der) return undefined
  if (pem[1] === 'OPENSSH') {
    const magic = 'openssh-key-v1\0'
    if (ascii(der.subarray(0, magic.length)) !== magic) return undefined
    const cipher = sshString(der, magic.length)
    const kdf = cipher && sshString(der, cipher[1])
    const kdfOptions = kdf && sshString(der, kdf[1])
    if (!kdfOptions || ascii(cipher[0]) !== 'none') return undefined
    const blob = sshString(der, kdfOptions[1] + 4)?.[0]
    const type = blob && sshString(blob, 0)
    return type && ['ssh-rsa', 'ssh-dss'].includes(ascii(type[0])) ? blob : undefined
  }
  const ints = derIntegers(der)
  if (pem[1] === 'RSA') return ints && ints.length >= 3 ? wireBlob('ssh-rsa', ints[2], ints[1]) : undefined
  return ints && ints.length >= 5 ? wireBlob('ssh-dss', ints[1], ints[2], ints[3], ints[4]) : undefined
}

/**
 * AuthMixin.ssh_key_fingerprint (assets/models/base.py) of a system user or admin user: the public key's MD5,
 * else the one of the public key its private key gives, 'Invalid private key' when that fails, '' without keys.
 */
export function sshKeyFingerprint(row: Record<string, unknown>): string {
  // A public key whose base64 does not decode makes the server's hash_md5 fail (a 500); the mock answers ''.
  if (row.public_key) return publicKeyHashMd5(String(row.public_key))
  if (!row.private_key) return ''
  const blob = publicBlobOfPrivateKey(String(row.private_key))
  return blob ? md5Fingerprint(blob) : 'Invalid private key'
}
