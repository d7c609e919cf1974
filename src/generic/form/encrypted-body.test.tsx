// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import keys from '../../../fixtures/keys/mock-rsa.json'
import { serverDecrypt } from '@/shared/crypto/server-decrypt'
import { buildFieldModel } from './field-model'

/** How many times the cipher module (crypto-js, jsencrypt) has been loaded in this file. */
const cipher = vi.hoisted(() => ({ loads: 0 }))
vi.mock('@/shared/crypto/encrypt', async (original) => {
  cipher.loads++
  return original()
})

describe('the form engine and the cipher code (shell §3, issue 24)', () => {
  afterEach(() => {
    document.cookie = 'jms_public_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  })

  it('the bulk update every list page holds loads without the cipher code: it comes with the first submit', async () => {
    await import('@/generic/list/bulk-update-dialog')
    await import('./use-metadata-form')
    expect(cipher.loads).toBe(0)
  })

  it('sends the secrets and the encrypted parts of a value encrypted, the rest as it is', async () => {
    const { encryptedBody } = await import('./use-metadata-form')
    document.cookie = `jms_public_key="${btoa(keys.publicPem)}"`
    const models = [
      buildFieldModel('name', { type: 'string', label: 'Name' }),
      buildFieldModel('password', { type: 'string', label: 'Password' }),
      buildFieldModel('meta', { type: 'nested object', label: 'Meta' }, { encrypt: ['SECRET_KEY'] }),
    ]
    const sent = await encryptedBody(models, { name: 'web-01', password: 'Passw0rd!', meta: { SECRET_KEY: 's3cret', BUCKET: 'b' } })
    expect(cipher.loads).toBe(1)
    expect(sent.name).toBe('web-01')
    expect(sent.password).not.toBe('Passw0rd!')
    expect(serverDecrypt(sent.password as string, keys.privatePem)).toBe('Passw0rd!')
    const meta = sent.meta as Record<string, string>
    expect(meta.BUCKET).toBe('b')
    expect(meta.SECRET_KEY).not.toBe('s3cret')
    expect(serverDecrypt(meta.SECRET_KEY, keys.privatePem)).toBe('s3cret')
  })
})
