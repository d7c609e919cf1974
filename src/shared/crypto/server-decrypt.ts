// The server side of field encryption (reference §1.11), for node tests and steps only: never
// imported by the console. Node 20 refuses PKCS#1 v1.5 private decryption, so the padding
// (00 02 <non-zero bytes> 00 <message>) is removed here after a raw RSA decryption.
import { constants, createDecipheriv, privateDecrypt } from 'node:crypto'

function stripPkcs1Type2(block: Buffer): Buffer {
  if (block[0] !== 0x00 || block[1] !== 0x02) throw new Error('not a PKCS#1 v1.5 type 2 block')
  const end = block.indexOf(0x00, 2)
  if (end < 10) throw new Error('PKCS#1 v1.5 padding too short')
  return block.subarray(end + 1)
}

const encryptedParts = (value: string) => {
  const parts = value.split(':')
  return parts.length === 2 && parts[0] && parts[1] ? (parts as [string, string]) : undefined
}

/** The AES key the RSA half of `rsaCipher:aesCipher` carries, as the server reads it (reference §1.11, step 2). */
export function serverDecryptKey(value: string, privateKeyPem: string): Buffer {
  const parts = encryptedParts(value)
  if (!parts) throw new Error('not of the form rsaCipher:aesCipher')
  const block = privateDecrypt({ key: privateKeyPem, padding: constants.RSA_NO_PADDING }, Buffer.from(parts[0], 'base64'))
  return stripPkcs1Type2(block)
}

/** Decrypts `rsaCipher:aesCipher` like the server: plain text is kept when it is not that form. */
export function serverDecrypt(value: string, privateKeyPem: string): string {
  const parts = encryptedParts(value)
  if (!parts) return value
  let key = serverDecryptKey(value, privateKeyPem)
  // Pad the key with NULs to a multiple of 16, or cut it at 32 (reference §1.11, server step 3).
  if (key.length > 32) key = key.subarray(0, 32)
  const size = key.length <= 16 ? 16 : key.length <= 24 ? 24 : 32
  key = Buffer.concat([key, Buffer.alloc(size - key.length)])
  const decipher = createDecipheriv(`aes-${size * 8}-ecb`, key, null)
  decipher.setAutoPadding(false)
  const plain = Buffer.concat([decipher.update(Buffer.from(parts[1], 'base64')), decipher.final()])
  let end = plain.length
  while (end > 0 && plain[end - 1] === 0) end -= 1
  return plain.subarray(0, end).toString('utf8')
}
