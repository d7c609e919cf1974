// Issue 24: the build writes `.gz` and `.br` beside every text file of dist/, so the mock server
// (mock-server/entry/http.ts) and nginx's `gzip_static` / `brotli_static` send them compressed without
// compressing on each request.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/

/** Writes `<file>.gz` (level 9) and `<file>.br` (quality 11) of one file. */
export function precompressFile(file: string) {
  const data = readFileSync(file)
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }))
}

/** The Vite plugin: precompresses the text files the build wrote. */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle)) if (TEXT.test(fileName)) precompressFile(join(dir, fileName))
    },
  }
}
