import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { precompress } from './scripts/precompress'
import griffel from '@griffel/vite-plugin'

// The packages of the shell's first paint (issue 24). A Fluent package the shell does not draw at start
// (drawer, dialog, toast, table, combobox, tree, inputs …) is not here: it comes with its first user. Nor
// are the menus, tabs, tooltips and popovers (with positioning, motion, portal and tabster): the shell
// draws their triggers and fetches them on first use (src/shell/first-use.tsx).
const FRAMEWORK = new RegExp(
  'node_modules[\\\\/](' +
    [
      'react', 'react-dom', 'scheduler', 'react-router', '@tanstack[\\\\/]query-core', '@tanstack[\\\\/]react-query',
      'i18next', 'react-i18next', 'axios', 'valtio', 'proxy-compare', 'use-sync-external-store', '@swc', 'tslib',
      '@griffel', 'stylis', 'rtl-css-js', '@emotion[\\\\/]hash',
      // The icons' runtime (every icon module calls it; the shell draws icons at start). Left to the
      // bundler, it may be put in `fluent-overlays` or `fluent-focus`, which the first load would then preload.
      '@fluentui[\\\\/]react-icons[\\\\/]lib[\\\\/](utils|contexts)',
      '@fluentui[\\\\/](' +
        ['tokens', 'keyboard-keys', 'react-(provider|theme|utilities|shared-contexts|jsx-runtime|context-selector|aria|button|link|text|spinner|label)'].join('|') +
        ')',
    ].join('|') +
    ')[\\\\/]',
)

// Fluent's focus management (tabster) and motion: not in the first paint, but every card, table, dialog
// and message bar needs them, the dashboard's included, without a menu or tooltip.
const FLUENT_FOCUS = /node_modules[\\/](tabster|@fluentui[\\/]react-(tabster|motion|motion-components-preview))[\\/]/
// Fluent's positioning and overlays: not in the first paint (first-use.tsx), nor on the dashboard.
const FLUENT_OVERLAYS = /node_modules[\\/](@floating-ui|@fluentui[\\/]react-(positioning|portal|menu|tooltip|popover|tabs))[\\/]/

// Fluent's `tokens` (a CSS variable name per theme token, ~9 KB gzip of the first load) becomes an object
// that makes the same names on demand (src/shell/fluent-tokens.ts, held equal by its test). Build only: the
// tests and the dev server keep Fluent's own.
const fluentTokens = (): Plugin => ({
  name: 'fluent-tokens',
  apply: 'build',
  load(id) {
    if (/node_modules[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/.test(id))
      return `export { tokens } from ${JSON.stringify(fileURLToPath(new URL('./src/shell/fluent-tokens.ts', import.meta.url)))}`
  },
})

// Griffel's build-time transform (issue 24): each makeStyles() of ours becomes the class names and CSS rules
// it would compute in the browser (Fluent's own packages ship so already), so a load no longer resolves style
// objects (stylis, rtl-css-js) at run time. Build only, and only files that call makeStyles: the transform
// evaluates a file's imports at build time, which costs seconds over files without styles.
const griffelAot = (): Plugin => {
  const plugin = griffel({ babelOptions: { presets: ['@babel/preset-typescript'] } }) as Plugin
  const transform = plugin.transform as Extract<Plugin['transform'], (...args: never[]) => unknown>
  return {
    ...plugin,
    apply: 'build',
    transform(code, id) {
      if (/\bmakeStyles\(/.test(code) && !id.includes('node_modules')) return transform.call(this, code, id)
    },
  }
}

// axios picks its adapter from ['xhr', 'http', 'fetch'], the first the environment has: in a browser
// always xhr, so the build leaves out the fetch adapter and its stream helpers (~3 KB gzip of the first
// load); asked for, it answers "not supported by the environment", as where there is no fetch.
const axiosXhrOnly = (): Plugin => ({
  name: 'axios-xhr-only',
  apply: 'build',
  load(id) {
    if (/node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/.test(id)) return 'export const getFetch = () => false\nexport default false\n'
  },
})

// react-router's package exports only its development build (its warnings on: ENABLE_DEV_WARNINGS); the
// same code built for production sits beside it, which the build takes.
const ROUTER_PRODUCTION: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' }
const routerProduction = (): Plugin => ({
  name: 'react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(source) {
    const file = ROUTER_PRODUCTION[source]
    if (file) return fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
  },
})

// A dynamic import's preload list (the entry holds one per page and resource file) need not name what the
// importing chunk imports statically (the framework, the entry's own chunks): that is loaded before the
// import can run.
let bundle: Record<string, { type: string; imports?: string[] }> | undefined
const keepBundle = (): Plugin => ({
  name: 'keep-bundle',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_, output) {
      bundle = output
      loadedWith.clear()
    },
  },
})
const loadedWith = new Map<string, Set<string>>()
function staticImports(file: string): Set<string> {
  let found = loadedWith.get(file)
  if (found) return found
  found = new Set<string>()
  const pending = [file]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const chunk = bundle?.[next]
    if (!chunk) continue
    for (const imported of chunk.imports ?? []) {
      if (found.has(imported)) continue
      found.add(imported)
      pending.push(imported)
    }
  }
  loadedWith.set(file, found)
  return found
}

// The console is served under /ui/ (shell §2); the mock server or a real JumpServer serves the rest.
export default defineConfig({
  base: '/ui/',
  plugins: [react(), griffelAot(), fluentTokens(), axiosXhrOnly(), routerProduction(), keepBundle(), precompress()],
  // A test run beside `npm start` writes reports and builds: none of them is a source to reload the page for.
  server: { watch: { ignored: ['**/reports/**', '**/test-results/**', '**/dist/**', '**/dist-demo/**'] } },
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    modulePreload: { resolveDependencies: (_, deps, { hostId }) => deps.filter((dep) => !staticImports(hostId).has(dep)) },
    // Issue 24: what the shell needs at start is one `framework` chunk (few requests on a first load);
    // every other package (the rest of Fluent, the virtualizer, date-fns, DOMPurify, crypto, charts,
    // xlsx) and the page code load with the first page needing them. `npm test`'s budget check
    // (scripts/bundle-budget.ts) fails when the first load or the dashboard passes its byte budget.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            // What the shell's widgets (first-use.tsx) and most pages share: one chunk, not a dozen small ones.
            // Its own modules only: an icon module the menus share with the shell stays out of it (with
            // the default, a shared icon file was drawn in and the first load preloaded the chunk).
            { name: 'fluent-focus', test: FLUENT_FOCUS, includeDependenciesRecursively: false },
            { name: 'fluent-overlays', test: FLUENT_OVERLAYS, includeDependenciesRecursively: false },
            // One chunk of words per language, with the module that gathers them (src/app/words/<lang>.ts):
            // the active one is fetched at start in one request, another on switch. (The English error
            // words stay in the entry: the error catalogue keys on them; the gathering module's import of
            // them must not draw them in, hence no dependencies.)
            ...['en', 'zh', 'ja'].map((lang) => ({
              includeDependenciesRecursively: false,
              name: `words-${lang}`,
              // A feature's words may import a file of their own (settings' security-fields.<lang>.ts): it
              // belongs to the same chunk, or the two chunks import each other and the words read it unset.
              test: (id: string) =>
                (new RegExp(`[\\\\/](locales|words)[\\\\/]${lang}(\\.ts$|[\\\\/])`).test(id) || new RegExp(`[\\\\/]locales[\\\\/][\\w-]+\\.${lang}\\.ts$`).test(id)) &&
                !/i18n[\\/]locales[\\/]en[\\/]errors/.test(id),
            })),
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    pool: 'threads',
    // Property tests do real RSA work; on a loaded 2-core machine 5 s is not enough. Speed lives in bench/.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        // The node tests share their modules within a worker (one import of the mock and msw per worker, not
        // one per file: about 150 CPU-s → 45 for the layer, issue 24). A test's stubbed globals and env are
        // undone after it, so none reaches the next file.
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'contracts/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      // The DOM tests (.tsx; each asks for jsdom or draws React) keep a fresh module graph per file: some
      // count what a file loads, and React's and jsdom's state is not shared between them.
      { extends: true, test: { name: 'dom', include: ['src/**/*.test.tsx'] } },
    ],
  },
})
