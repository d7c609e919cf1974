import type { IncomingMessage } from 'node:http'
import { parseArgs } from 'node:util'
import { createServer, preview, type ProxyOptions } from 'vite'

// `npm run start:backend -- --target URL [--port 5174] [--host 127.0.0.1] [--allow-mock-control]`
// The console from Vite's dev server under /ui/, every platform path proxied to a JumpServer 2.26
// server (or anything that answers like one), no mock. The same split as the nginx example in the README.
const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    port: { type: 'string', default: '5174' },
    host: { type: 'string', default: '127.0.0.1' },
    // Test-only: also proxy /__mock/ so cucumber can reset the HTTP mock through this origin.
    'allow-mock-control': { type: 'boolean', default: false },
    // For CI: no file watching, so concurrent edits and report writes never reload the page mid-scenario.
    'no-watch': { type: 'boolean', default: false },
    // Serve the built console (dist/, from `npm run build`) instead of the dev server: what is deployed,
    // and fast to start, so CI uses it. Same proxy.
    preview: { type: 'boolean', default: false },
  },
})
if (!values.target) {
  console.error('usage: npm run start:backend -- --target https://jumpserver.example.com [--port 5174]')
  process.exit(2)
}
const target = new URL(values.target)

/** Paths the server owns; everything under /ui/ is the console. ws: the two that upgrade to WebSocket. */
export const SERVER_PATHS = ['/api/', '/ws/', '/core/', '/static/', '/media/', '/luna/', '/koko/'] as const
const WEBSOCKET_PATHS = new Set(['/ws/', '/koko/'])

function platformProxy(ws: boolean): ProxyOptions {
  return {
    target: target.origin,
    changeOrigin: true,
    ws,
    secure: false, // a dev proxy in front of a test server with a self-signed certificate
    cookieDomainRewrite: '', // cookies set for the server's domain must stick to the dev origin
    configure: (proxy) => {
      // The server's CSRF checks compare Origin/Referer with its own host: present them as its own.
      proxy.on('proxyReq', (proxyReq, req: IncomingMessage) => {
        if (req.headers.origin) proxyReq.setHeader('origin', target.origin)
        const referer = req.headers.referer
        if (referer) proxyReq.setHeader('referer', target.origin + new URL(referer).pathname + new URL(referer).search)
      })
      // Absolute redirects to the server's own origin (sign-in, logout) must come back to this dev origin.
      proxy.on('proxyRes', (proxyRes) => {
        const location = proxyRes.headers.location
        if (!location) return
        const url = new URL(location, target.origin)
        if (url.origin === target.origin) proxyRes.headers.location = url.pathname + url.search + url.hash
      })
    },
  }
}

const proxy: Record<string, ProxyOptions> = {}
for (const path of SERVER_PATHS) proxy[`^${path}`] = platformProxy(WEBSOCKET_PATHS.has(path))
if (values['allow-mock-control']) proxy['^/__mock/'] = platformProxy(false)

const shared = { configFile: 'vite.config.ts', base: '/ui/', clearScreen: false } as const
// cors: false — Vite's CORS middleware runs before the proxy and answers every OPTIONS with an empty 204, so
// the server's OPTIONS metadata (the forms, the column labels) never arrived (issue 27). Same-origin: no CORS needed.
const listen = { host: values.host, port: Number(values.port), strictPort: true, proxy, cors: false }

if (values.preview) {
  await preview({ ...shared, build: { outDir: 'dist' }, preview: listen })
} else {
  const server = await createServer({
    ...shared,
    // Its own dependency cache, so it can run beside `npm start` without the two rewriting one folder.
    cacheDir: 'node_modules/.vite-backend',
    server: {
      ...listen,
      ...(values['no-watch'] ? { watch: null, hmr: false } : { watch: { ignored: ['**/reports/**', '**/dist*/**', '**/test-results/**'] } }),
    },
  })
  await server.listen()
}
console.log(`\n  Console (${values.preview ? 'built files from dist/' : 'Vite dev'}, no mock) on http://${values.host}:${values.port}/ui/`)
console.log(`  Proxying ${SERVER_PATHS.join(' ')}${values['allow-mock-control'] ? ' /__mock/ (test-only)' : ''} to ${target.origin}\n`)
