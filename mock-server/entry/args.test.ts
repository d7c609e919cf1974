import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { serverArgs } from './args'

// README "Scripts": `npm start` listens on 127.0.0.1:5173, `PORT=` changes it; `--port N` names one outright.
describe('the port the mock server listens on', () => {
  it.each([
    { argv: [], env: {}, port: 5173 },
    { argv: [], env: { PORT: '5199' }, port: 5199 },
    { argv: ['--port', '5200'], env: { PORT: '5199' }, port: 5200 },
    { argv: ['--dev', '--port=0'], env: {}, port: 0 },
    { argv: ['--dev'], env: { PORT: '' }, port: 5173 },
  ])('argv $argv with env $env listens on $port', ({ argv, env, port }) => {
    expect(serverArgs(argv, env).port).toBe(port)
  })

  it('refuses a PORT that is no port', () => {
    expect(() => serverArgs([], { PORT: 'eighty' })).toThrow('not a port: eighty')
    expect(() => serverArgs(['--port', '70000'], {})).toThrow('not a port: 70000')
  })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** Resolves with the first line of the child's output that matches, or rejects when it exits first. */
function lineMatching(child: ReturnType<typeof spawn>, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const line = seen.split('\n').find((l) => pattern.test(l))
      if (line) resolve(line)
    })
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) after: ${seen}`)))
  })
}

describe('npm start', () => {
  it('listens on the port PORT names', async () => {
    const port = await freePort()
    const child = spawn('npm', ['start', '--silent'], { env: { ...process.env, PORT: String(port) }, detached: true, stdio: ['ignore', 'pipe', 'inherit'] })
    try {
      const banner = await lineMatching(child, /MOCK server/)
      expect(banner).toContain(`http://127.0.0.1:${port}/`)
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/settings/public/open/`)
      expect(res.status).toBe(200)
    } finally {
      process.kill(-child.pid!, 'SIGTERM')
    }
  })
})
