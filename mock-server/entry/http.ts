import { randomBytes } from 'node:crypto'
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { getResponse } from 'msw'
import { WebSocketServer } from 'ws'
import { personas, PERSONA_PASSWORD } from '../../fixtures/personas'
import { serverArgs } from './args'
import { pageCookies, sessionOf } from '../session/sessions'
import { handlers } from '../handlers'
import { parseCookieHeader } from '../session/cookies'
import { noRoute } from '../drf/errors'
import { subscribe } from '../live/site-message-feed'
import { taskOf } from '../live/ws-links'
import { subscribeTaskLog } from '../live/task-log-feed'
import { startMock } from '../store/live-state'
import { handlersFor } from './handler-index'

// The real HTTP mock: msw handlers answer through getResponse, sockets through `ws`, and the
// console is served under /ui/ (built files, or Vite's dev middleware with --dev).
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.map': 'application/json',
}

export interface MockServerOptions {
  port: number
  host: string
  dev: boolean
  distDir: string
  scale?: number
  quiet?: boolean
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
    else if (value !== undefined) headers.set(key, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
    duplex: 'half',
  } as RequestInit)
}

async function sendFetchResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  res.writeHead(response.status, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** The build's precompressed copy (scripts/precompress.ts) the client accepts: brotli first, then gzip. */
export function precompressed(file: string, acceptEncoding: string | string[] | undefined) {
  const accepted = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name.trim().toLowerCase())
  for (const [name, ext] of [['br', '.br'], ['gzip', '.gz']] as const)
    if (accepted.includes(name) && existsSync(file + ext)) return { name, file: file + ext }
  return undefined
}

function serveBuilt(req: IncomingMessage, res: ServerResponse, distDir: string) {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice('/ui/'.length)
  const candidate = normalize(join(distDir, path))
  const inside = candidate.startsWith(distDir)
  const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : join(distDir, 'index.html')
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain' })
    res.end('The console is not built: run `npm run build`, or start with `npm start`.')
    return
  }
  const isIndex = file.endsWith('index.html')
  if (isIndex) {
    // The page is written per answer: its nonce is fresh each time (so never precompressed).
    const nonce = randomBytes(16).toString('base64')
    res.writeHead(200, {
      'content-type': MIME['.html'],
      'cache-control': 'no-cache',
      'content-security-policy': consoleCsp(nonce),
      'set-cookie': pageCookies(),
    })
    res.end(readFileSync(file, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce))
    return
  }
  const encoding = precompressed(file, req.headers['accept-encoding'])
  res.writeHead(200, {
    'content-type': MIME[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    ...(encoding ? { 'content-encoding': encoding.name } : {}),
    vary: 'Accept-Encoding',
  })
  createReadStream(encoding?.file ?? file).pipe(res)
}

/**
 * Issue 26: what a deployment's proxy sends too (README, nginx). Every answer: no MIME sniffing. API
 * answers: never cached (they carry personal data). The built console: everything from its own origin,
 * scripts and style sheets included; the style rules Griffel (Fluent) writes at run time go into style
 * tags that carry the page's nonce (index.html's csp-nonce meta, read by src/app/app.tsx); no plugins,
 * no <base> elsewhere, never framed.
 */
const NONCE_PLACEHOLDER = '__CSP_NONCE__'
const consoleCsp = (nonce: string) =>
  // Images may also be data: URLs (the build inlines the product's small logo; an <img> runs no script).
  `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'`
function securityHeaders(res: ServerResponse, kind: 'console' | 'api' | 'dev') {
  res.setHeader('x-content-type-options', 'nosniff')
  if (kind === 'api') res.setHeader('cache-control', 'no-store')
  // The page's policy is set with its nonce (serveBuilt); the files under /ui/ are never framed either.
  if (kind === 'console') res.setHeader('x-frame-options', 'DENY')
}

export async function startMockServer(options: MockServerOptions) {
  startMock(options.scale ? { scale: options.scale } : {})
  const distDir = resolve(options.distDir)
  const server = createServer()
  const origin = `http://${options.host}:${options.port}`

  let vite: import('vite').ViteDevServer | undefined
  if (options.dev) {
    const { createServer: createVite } = await import('vite')
    vite = await createVite({ server: { middlewareMode: true, hmr: { server } }, appType: 'spa' })
  }

  const answering = handlersFor(handlers)
  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin)
      if (url.pathname === '/' || url.pathname === '/ui') {
        res.writeHead(302, { location: '/ui/' + url.search })
        return res.end()
      }
      // Vite's dev server injects inline scripts (React refresh): the policy is the built console's.
      securityHeaders(res, !url.pathname.startsWith('/ui/') ? 'api' : vite ? 'dev' : 'console')
      if (url.pathname.startsWith('/ui/')) {
        if (vite) {
          if ((req.headers.accept ?? '').includes('text/html')) pageCookies().forEach((c) => res.appendHeader('set-cookie', c))
          return vite.middlewares(req, res)
        }
        return serveBuilt(req, res, distDir)
      }
      const request = await toFetchRequest(req, origin)
      const response = (await getResponse(answering(request), request)) ?? noRoute(request)
      await sendFetchResponse(res, response)
    } catch (error) {
      console.error('mock-server error', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'Server internal error' }))
    }
  })

  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', origin).pathname
    if (!path.startsWith('/ws/')) return // Vite's HMR socket has its own listener.
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const found = sessionOf(parseCookieHeader(req.headers.cookie ?? null))
      if (!found) return ws.close()
      if (path === '/ws/notifications/site-msg/') {
        const unsubscribe = subscribe(found.user.id, (frame) => ws.send(JSON.stringify(frame)), () => ws.terminate())
        ws.on('message', () => undefined) // {refresh_every_seconds} is stored by the real server, unused.
        ws.on('close', unsubscribe)
        return
      }
      if (path === '/ws/ops/tasks/log/') {
        // Lina sends {"task": id} after opening; the console's log_url also names it as ?task_id=.
        const unsubscribes: (() => void)[] = []
        const follow = (taskId: string) => unsubscribes.push(subscribeTaskLog(taskId, (frame) => ws.send(JSON.stringify(frame))))
        const fromQuery = new URL(req.url ?? '/', origin).searchParams.get('task_id')
        if (fromQuery) follow(fromQuery)
        ws.on('message', (data) => {
          const task = taskOf(String(data))
          if (task) follow(task)
        })
        ws.on('close', () => unsubscribes.forEach((u) => u()))
        return
      }
      ws.close()
    })
  })

  await new Promise<void>((done) => server.listen(options.port, options.host, done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  if (!options.quiet) {
    console.log(`\n  JumpServer 2.26 MOCK server (not a real JumpServer) on http://${options.host}:${port}/`)
    console.log(`  Console: http://${options.host}:${port}/ui/   ${vite ? '(Vite dev)' : `(built files from ${distDir})`}`)
    console.log(`  Personas (password ${PERSONA_PASSWORD}): ${Object.values(personas).map((p) => `${p.username} (${p.description})`).join(', ')}\n`)
  }
  return {
    port,
    url: `http://${options.host}:${port}`,
    close: async () => {
      sockets.clients.forEach((c) => c.terminate())
      await vite?.close()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
if (isMain) await startMockServer(serverArgs(process.argv.slice(2), process.env))
