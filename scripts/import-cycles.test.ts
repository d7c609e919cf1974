import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findCycles, importGraph, PROJECT_ALIASES, PROJECT_ROOTS, valueImports } from './import-cycles'

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'cycles-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('import cycles', () => {
  it('finds a cycle through an alias, a relative import and an index file', () => {
    const root = tree({
      'src/app/router.tsx': "import { shell } from '@/shell'\nexport const router = shell\n",
      'src/shell/index.ts': "export { shell } from './use-shell'\n",
      'src/shell/use-shell.ts': "import { router } from '../app/router'\nexport const shell = () => router\n",
      'src/leaf.ts': "import { router } from './app/router'\nexport default router\n",
    })
    const cycles = findCycles(importGraph([join(root, 'src')], { '@/': join(root, 'src') }))
    expect(cycles.map((c) => c.map((f) => f.slice(root.length + 1)).sort())).toEqual([['src/app/router.tsx', 'src/shell/index.ts', 'src/shell/use-shell.ts']])
  })

  it('does not count type-only imports and exports, or lazy import()', () => {
    expect(valueImports('a.ts', "import type { A } from './b'\nimport { type C } from './c'\nexport type { D } from './d'\nconst e = () => import('./e')\n")).toEqual([])
    expect(valueImports('a.ts', "import { type C, d } from './c'\nimport './side-effect'\nexport * from './all'\n")).toEqual(['./c', './side-effect', './all'])
  })

  it('the console, the mock and the contracts import one another without a cycle', () => {
    expect(findCycles(importGraph(PROJECT_ROOTS, PROJECT_ALIASES))).toEqual([])
  })
})
