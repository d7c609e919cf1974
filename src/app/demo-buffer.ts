// Static demo only: the mock's field decryption (mock-server/drf/crypto.ts) uses Node's Buffer, which
// browsers lack. This is the small part of it the mock uses (from / alloc / concat / toString with hex,
// base64, base64url, utf8); imported before the mock so its module-level key parsing works.
type Encoding = 'hex' | 'base64' | 'base64url' | 'utf8'

function bytesOf(input: string | ArrayLike<number>, encoding: Encoding): ArrayLike<number> {
  if (typeof input !== 'string') return input
  if (encoding === 'hex') return (input.match(/../g) ?? []).map((h) => parseInt(h, 16))
  if (encoding === 'utf8') return new TextEncoder().encode(input)
  const b64 = input.replace(/-/g, '+').replace(/_/g, '/')
  return Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0))
}

class DemoBuffer extends Uint8Array {

  static alloc(size: number): DemoBuffer {
    return new DemoBuffer(size)
  }

  static concat(list: Uint8Array[]): DemoBuffer {
    const out = new DemoBuffer(list.reduce((n, b) => n + b.length, 0))
    list.reduce((offset, b) => (out.set(b, offset), offset + b.length), 0)
    return out
  }

  toString(encoding: Encoding = 'utf8'): string {
    if (encoding === 'hex') return Array.from(this, (b) => b.toString(16).padStart(2, '0')).join('')
    if (encoding === 'utf8') return new TextDecoder().decode(this)
    const b64 = btoa(String.fromCharCode(...this))
    return encoding === 'base64' ? b64 : b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  }
}

// Buffer.from(string, encoding) cannot be a static `from` here: it would clash with Uint8Array.from's type.
const DemoBufferApi = Object.assign(DemoBuffer, {
  from: (input: string | ArrayLike<number>, encoding: Encoding = 'utf8') => new DemoBuffer(Array.from(bytesOf(input, encoding))),
})
const scope = globalThis as unknown as { Buffer?: unknown }
scope.Buffer ??= DemoBufferApi
