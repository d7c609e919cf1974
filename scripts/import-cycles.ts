// Import cycles among the project's modules (issue 11: the lint's no-cycle check). Static value imports
// and re-exports count; `import type` and `export type` are erased by the compiler and lazy `import()`
// runs after every module has loaded, so neither can make a cycle at start-up.
// `npx tsx scripts/import-cycles.ts` prints each cycle and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

export interface Aliases {
  [prefix: string]: string
}

/** The module a specifier names, or undefined for a package (or anything outside the project). */
export function resolveSpecifier(from: string, specifier: string, aliases: Aliases): string | undefined {
  let base: string | undefined
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier)
  else {
    const prefix = Object.keys(aliases).find((p) => specifier.startsWith(p))
    if (prefix) base = join(aliases[prefix], specifier.slice(prefix.length))
  }
  if (!base) return undefined
  if (existsSync(base) && statSync(base).isFile()) return base
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext
  return undefined
}

/** The specifiers of a module's value imports and re-exports. */
export function valueImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly = clause?.isTypeOnly || (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly))
      if (!typeOnly && ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text)
    }
  }
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : []
  })
}

/** The import graph of the modules under `roots`: module → the project modules it imports. */
export function importGraph(roots: string[], aliases: Aliases): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of roots.flatMap(sourceFiles)) {
    const targets = valueImports(file, readFileSync(file, 'utf8'))
      .map((s) => resolveSpecifier(file, s, aliases))
      .filter((t): t is string => Boolean(t))
    graph.set(file, targets)
  }
  return graph
}

/** Each cycle of the graph once, as the modules along it (Tarjan's strongly connected components). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      const selfLoop = (graph.get(node) ?? []).includes(node)
      if (component.length > 1 || selfLoop) cycles.push(component.reverse())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

export const ROOT = resolve(import.meta.dirname, '..')
export const PROJECT_ALIASES: Aliases = { '@/': join(ROOT, 'src'), '@contracts/': join(ROOT, 'contracts') }
export const PROJECT_ROOTS = ['src', 'contracts', 'mock-server'].map((d) => join(ROOT, d))

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const cycles = findCycles(importGraph(PROJECT_ROOTS, PROJECT_ALIASES))
  for (const cycle of cycles) console.error(`import cycle: ${cycle.map((f) => relative(ROOT, f)).join(' → ')}`)
  console.log(`import-cycles: ${cycles.length} cycle(s)`)
  process.exit(cycles.length ? 1 : 0)
}
