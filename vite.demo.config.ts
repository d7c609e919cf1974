import { copyFileSync, mkdirSync } from 'node:fs'
import { defineConfig, mergeConfig, type Plugin } from 'vite'
import base from './vite.config.ts'

// `npm run build:demo`: the console plus the mock as a service worker, a folder any static server can
// serve (README, "Static demo"). Layout mirrors the URLs: dist-demo/ui/ is /ui/, and the worker script
// sits at the root so its scope covers /api/ and /core/ as well as /ui/.
const OUT = 'dist-demo'

function demoRoot(): Plugin {
  return {
    name: 'demo-root',
    apply: 'build',
    closeBundle() {
      mkdirSync(OUT, { recursive: true })
      copyFileSync('node_modules/msw/lib/mockServiceWorker.js', `${OUT}/mockServiceWorker.js`)
      // For servers whose SPA fallback is the root index.html (`npx serve -s dist-demo`): the same page.
      copyFileSync(`${OUT}/ui/index.html`, `${OUT}/index.html`)
    },
  }
}

export default mergeConfig(
  base,
  defineConfig({
    define: { 'import.meta.env.VITE_DEMO': JSON.stringify('1') },
    build: { outDir: `${OUT}/ui`, emptyOutDir: true },
    plugins: [demoRoot()],
  }),
)
