import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/shared/i18n'
import { resources } from '@/shared/i18n/all-languages'
import { featureNamespaces } from './all-feature-locales'

// Shell §9: every string in zh, en and ja. The types keep the shapes alike; this checks what types
// cannot: no empty text, and the same {{placeholders}} in each language.
type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort()

// The shared namespaces and every feature's (collected from src/features/*/locales/).
const all = Object.fromEntries(LANGUAGES.map((l) => [l, { ...featureNamespaces[l], ...resources[l] } as Record<string, object>]))

describe('translations (shell §9)', () => {
  it('every feature namespace exists in zh, en and ja', () => {
    for (const lang of LANGUAGES) expect(Object.keys(all[lang]).sort(), lang).toEqual(Object.keys(all.en).sort())
    expect(Object.keys(all.en)).toEqual(expect.arrayContaining(['shell', 'generic', 'errors', 'users', 'audits']))
  })

  for (const namespace of Object.keys(all.en)) {
    it(`${namespace}: zh and ja have every English string, non-empty, with the same placeholders`, () => {
      const en = leaves(all.en[namespace] as unknown as Tree)
      for (const lang of ['zh', 'ja'] as const) {
        const other = leaves(all[lang][namespace] as unknown as Tree)
        expect([...other.keys()].sort(), `${lang}/${namespace} keys`).toEqual([...en.keys()].sort())
        for (const [key, text] of en) {
          expect(other.get(key)?.trim(), `${lang}/${namespace}: ${key}`).toBeTruthy()
          expect(placeholders(other.get(key)!), `${lang}/${namespace}: ${key}`).toEqual(placeholders(text))
        }
      }
    })
  }
})
