// `npm run bench`: runs every bench/*.ts module (each runs itself on import or exports a bench*() function).
import { readdirSync } from 'node:fs'

const here = new URL('.', import.meta.url)
for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && f !== 'run.ts').sort()) {
  const mod = (await import(new URL(file, here).href)) as Record<string, unknown>
  // A bench takes no argument: a helper of the benches that happens to be named bench* is not one.
  for (const [name, fn] of Object.entries(mod)) if (name.startsWith('bench') && typeof fn === 'function' && fn.length === 0) await (fn as () => Promise<void>)()
}
