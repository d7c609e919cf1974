import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { parseArgs } from 'node:util'

// A tiny static file server with SPA fallback, standing for "any static server" (`npx serve -s`):
// serves the demo folder (`npm run build:demo`) with no other process. Files by path; a page request
// (no file extension) that matches no file gets the folder's index.html, as `serve -s` does.
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
}

export async function startStaticServer(options: { root: string; port: number; host: string }) {
  const root = resolve(options.root)
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, path))
    if (!file.startsWith(root)) file = root
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) {
      if (extname(path)) {
        res.writeHead(404, { 'content-type': 'text/plain' })
        return res.end('not found')
      }
      file = join(root, 'index.html')
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' })
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((done) => server.listen(options.port, options.host, done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return { url: `http://${options.host}:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) }
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist-demo' },
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  })
  if (!existsSync(join(values.root!, 'index.html'))) {
    console.error(`${values.root}/index.html is missing: run \`npm run build:demo\` first`)
    process.exit(1)
  }
  const { url } = await startStaticServer({ root: values.root!, port: Number(values.port), host: values.host! })
  console.log(`\n  Static demo (the mock runs in your browser) on ${url}/ui/\n`)
}
