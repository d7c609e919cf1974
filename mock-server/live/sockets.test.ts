import { WebSocket as NodeWebSocket } from 'ws'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startMockServer } from '../entry/http'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

// The sockets of issue 3: the task log of batch commands and the site-message unread count, served
// by the real HTTP server (`ws` package) and by msw's ws links (entry/node.ts / entry/browser.ts).
type Frame = Record<string, unknown>
/** The log's last frame: celery's line for the task, which v2.26.1's ops/ws.py stops reading at (no end frame). */
const lastLine = (id: string) => ({ message: `Task ops.tasks.run_command_execution[${id}] succeeded in 0.02s: None\r\n`, task: id })
const ended = (id: string) => (all: Frame[]) => all.some((f) => String(f.message ?? '').includes(`[${id}] succeeded in`))

/** Collects a socket's JSON frames until `done` says enough. */
function frames(socket: { addEventListener: WebSocket['addEventListener'] }, done: (all: Frame[]) => boolean, timeoutMs = 5000) {
  return new Promise<Frame[]>((resolve, reject) => {
    const all: Frame[] = []
    const timer = setTimeout(() => reject(new Error(`socket timed out with ${JSON.stringify(all)}`)), timeoutMs)
    socket.addEventListener('message', (event: MessageEvent) => {
      all.push(JSON.parse(String(event.data)) as Frame)
      if (done(all)) {
        clearTimeout(timer)
        resolve(all)
      }
    })
  })
}

async function runCommand(admin: Client): Promise<string> {
  const assets = await admin.json<{ id: string }[]>('GET', '/api/v1/assets/assets/?fields=id')
  const runAs = await admin.json<{ id: string }[]>('GET', '/api/v1/assets/system-users/?fields=id')
  const created = await admin.json<{ id: string; log_url: string }>('POST', '/api/v1/ops/command-executions/', { command: 'uptime', run_as: runAs.body[0].id, hosts: assets.body.slice(0, 2).map((a) => a.id) })
  expect(created.status).toBe(201)
  expect(created.body.log_url).toBe(`/ws/ops/tasks/log/?task_id=${created.body.id}`)
  return created.body.id
}

describe('the HTTP server sockets (entry/http.ts)', () => {
  let server: Awaited<ReturnType<typeof startMockServer>>
  beforeAll(async () => {
    server = await startMockServer({ port: 0, host: '127.0.0.1', dev: false, distDir: 'dist', quiet: true })
  })
  afterAll(async () => server.close())

  async function httpSignIn() {
    const res = await fetch(`${server.url}/core/auth/login/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: 'Passw0rd!' }),
    })
    expect(res.status).toBe(302)
    const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0])
    const csrf = cookies.find((c) => c.startsWith('jms_csrftoken='))!.split('=')[1]
    return { cookie: cookies.join('; '), csrf }
  }

  it('streams a batch command log on /ws/ops/tasks/log/ after {"task": id}, then the celery line that ends it and no end frame', async () => {
    resetMock({})
    const { cookie, csrf } = await httpSignIn()
    const assets = (await (await fetch(`${server.url}/api/v1/assets/assets/`, { headers: { cookie } })).json()) as { id: string; hostname: string }[]
    const runAs = (await (await fetch(`${server.url}/api/v1/assets/system-users/`, { headers: { cookie } })).json()) as { id: string }[]
    const res = await fetch(`${server.url}/api/v1/ops/command-executions/`, {
      method: 'POST',
      headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'df -h', run_as: runAs[0].id, hosts: [assets[0].id] }),
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const socket = new NodeWebSocket(`${server.url.replace('http', 'ws')}/ws/ops/tasks/log/`, { headers: { cookie } })
    await new Promise((resolve) => socket.once('open', resolve))
    const got = frames(socket as never, ended(id))
    socket.send(JSON.stringify({ task: id }))
    const all = await got
    socket.close()
    expect(all.at(-1)).toEqual(lastLine(id))
    expect(all.some((f) => 'event' in f)).toBe(false)
    const text = all.filter((f) => 'message' in f).map((f) => f.message).join('')
    expect(text).toContain('$ df -h')
    expect(text).toContain(assets[0].hostname)
    // The server's first frame carries no task ({message: '\\r\\n'}); every other names it.
    expect(all[0]).toEqual({ message: '\r\n' })
    expect(all.slice(1).every((f) => f.task === id)).toBe(true)
    const detail = (await (await fetch(`${server.url}/api/v1/ops/command-executions/${id}/`, { headers: { cookie } })).json()) as { is_finished: boolean }
    expect(detail.is_finished).toBe(true)
  })

  it('keeps waiting on a task whose log does not exist, with a "." frame every 0.5 s, as v2.26.1 does (ops/ws.py wait_util_log_path_exist)', async () => {
    resetMock({})
    const { cookie } = await httpSignIn()
    const socket = new NodeWebSocket(`${server.url.replace('http', 'ws')}/ws/ops/tasks/log/`, { headers: { cookie } })
    await new Promise((resolve) => socket.once('open', resolve))
    const started = Date.now()
    const got = frames(socket as never, (all) => all.length === 3)
    socket.send(JSON.stringify({ task: 'no-such-task' }))
    const all = await got
    expect(all).toEqual([1, 2, 3].map(() => ({ message: '.', task: 'no-such-task' })))
    // Three frames: one at once, then two half a second apart; the socket is still open.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    expect(socket.readyState).toBe(NodeWebSocket.OPEN)
    socket.close()
  })

  it('closes the task log socket without a session', async () => {
    const socket = new NodeWebSocket(`${server.url.replace('http', 'ws')}/ws/ops/tasks/log/`)
    const code = await new Promise<number>((resolve) => socket.once('close', (c) => resolve(c)))
    expect(code).toBeGreaterThan(0)
  })
})

describe('msw ws links (entry/node.ts, entry/browser.ts)', () => {
  let stop: () => void
  beforeAll(async () => {
    // Node 20 has no global WebSocket: give msw's interceptor one to replace, as a browser has.
    ;(globalThis as { WebSocket?: unknown }).WebSocket ??= NodeWebSocket
    const { server } = await import('../entry/node')
    server.listen({ onUnhandledRequest: 'bypass' })
    stop = () => server.close()
  })
  afterAll(() => stop())

  let admin: Client
  beforeEach(async () => {
    resetMock({})
    admin = await signIn('admin')
  })

  it('sends the unread count on connect and again on every new site message', async () => {
    const unread = await admin.json<{ count: number }>('GET', '/api/v1/notifications/site-message/?has_read=false&limit=1')
    const socket = new WebSocket('ws://mock.test/ws/notifications/site-msg/')
    const first = await frames(socket, (all) => all.length === 1)
    expect(first[0]).toEqual({ type: 'unread_count', unread_count: unread.body.count })
    const next = frames(socket, () => true)
    const posted = await admin.call('POST', '/__mock/site-messages', { body: { username: 'admin', subject: 'Disk almost full' } })
    expect(posted.status).toBe(201)
    expect((await next)[0]).toEqual({ type: 'unread_count', unread_count: unread.body.count + 1 })
    socket.close()
  })

  it('streams the task log of a batch command through the link', async () => {
    const id = await runCommand(admin)
    const socket = new WebSocket(`ws://mock.test/ws/ops/tasks/log/`)
    await new Promise((resolve) => socket.addEventListener('open', resolve))
    const got = frames(socket, ended(id))
    socket.send(JSON.stringify({ task: id }))
    const all = await got
    expect(all.at(-1)).toEqual(lastLine(id))
    expect(all.some((f) => 'event' in f)).toBe(false)
    expect(all.filter((f) => 'message' in f).map((f) => f.message).join('')).toContain('$ uptime')
    socket.close()
  })
})
