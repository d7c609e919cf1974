import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressed } from '../mock-server/entry/http'
import { precompressFile } from './precompress'

// Issue 24: the build's .gz/.br copies, and the mock's choice among them by Accept-Encoding.
describe('precompressed files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
  const file = join(dir, 'app.js')
  const text = 'export const words = "' + 'console '.repeat(500) + '"\n'
  writeFileSync(file, text)
  precompressFile(file)

  it('writes gzip and brotli copies that decode to the file, smaller than it', () => {
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text)
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text)
    expect(readFileSync(`${file}.br`).length).toBeLessThan(text.length / 10)
  })

  it('serves brotli first, gzip next, the plain file when neither is accepted', () => {
    expect(precompressed(file, 'gzip, deflate, br')).toEqual({ name: 'br', file: `${file}.br` })
    expect(precompressed(file, 'gzip')).toEqual({ name: 'gzip', file: `${file}.gz` })
    expect(precompressed(file, 'br;q=0, gzip;q=0.8')).toEqual({ name: 'gzip', file: `${file}.gz` })
    expect(precompressed(file, 'identity')).toBeUndefined()
    expect(precompressed(file, undefined)).toBeUndefined()
  })

  it('serves the plain file when the build wrote no copy', () => {
    writeFileSync(join(dir, 'plain.js'), text)
    expect(precompressed(join(dir, 'plain.js'), 'br, gzip')).toBeUndefined()
  })
})
