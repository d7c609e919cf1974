// The asset area's special calls as a client sees them (issue 12): lazy node children on a 20k-asset
// seed, node create / move, assets into nodes, the asset task (SSH only, its own permission), the
// gateway test, priorities 1–100, the system user's home and AD domain, cloud sync history and run.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

type Node = { id: string; key: string; value: string }
type Page<T = Record<string, unknown>> = { count: number; results: T[] }

describe('the node tree on 20k assets (domain §2 assets/assets)', () => {
  let admin: Client
  beforeAll(async () => {
    resetMock({ scale: 20_000 })
    admin = await signIn('admin')
  })

  // How fast is the bench's business (speed is never asserted in a test).
  it('answers a node\'s children without listing assets', async () => {
    const roots = await admin.json<Node[]>('GET', '/api/v1/assets/nodes/children/')
    const children = await admin.json<Node[]>('GET', `/api/v1/assets/nodes/children/?id=${roots.body[0].id}`)
    expect(roots.body.length).toBeGreaterThan(0)
    expect(children.body.map((n) => n.value)).toEqual(expect.arrayContaining(['Web', 'Database']))
    expect(children.body.every((n) => !('hostname' in n))).toBe(true)
  })

  it('pages one node\'s assets (one page, not 20k rows)', async () => {
    const roots = await admin.json<Node[]>('GET', '/api/v1/assets/nodes/children/')
    const web = (await admin.json<Node[]>('GET', `/api/v1/assets/nodes/children/?id=${roots.body[0].id}`)).body.find((n) => n.value === 'Web')!
    const page = await admin.json<Page>('GET', `/api/v1/assets/assets/?node_id=${web.id}&show_current_asset=1&limit=15&offset=0`)
    expect(page.body.results).toHaveLength(15)
    expect(page.body.count).toBeGreaterThan(1000)
  }, 20_000)
})

describe('node and asset calls', () => {
  let admin: Client
  beforeEach(async () => {
    resetMock({ now: Date.UTC(2022, 8, 1) })
    admin = await signIn('admin')
  })
  const rootAndWeb = async () => {
    const roots = (await admin.json<Node[]>('GET', '/api/v1/assets/nodes/children/')).body
    const root = roots.find((n) => n.value === 'Default')!
    const web = (await admin.json<Node[]>('GET', `/api/v1/assets/nodes/children/?id=${root.id}`)).body.find((n) => n.value === 'Web')!
    return { root, web }
  }

  it('creates a child node under a node and moves it under another', async () => {
    const { root, web } = await rootAndWeb()
    const made = await admin.json<Node>('POST', `/api/v1/assets/nodes/${web.id}/children/`, { value: 'Frontend' })
    expect(made.status).toBe(201)
    expect(made.body.key.startsWith(`${web.key}:`)).toBe(true)
    const again = await admin.json('POST', `/api/v1/assets/nodes/${web.id}/children/`, { value: 'Frontend' })
    expect(again.status).toBe(400)
    expect((await admin.json('PUT', `/api/v1/assets/nodes/${root.id}/children/add/`, { nodes: [made.body.id] })).status).toBe(200)
    const underRoot = (await admin.json<Node[]>('GET', `/api/v1/assets/nodes/children/?id=${root.id}`)).body.map((n) => n.value)
    expect(underRoot).toContain('Frontend')
  })

  it('names a child asked for without a value "New node N" in the request\'s language, N after the highest (Node.get_next_child_preset_name)', async () => {
    const { web } = await rootAndWeb()
    const make = async (lang: string) => {
      const res = await admin.call('POST', `/api/v1/assets/nodes/${web.id}/children/`, { body: {}, headers: { 'accept-language': lang } })
      expect(res.status).toBe(201)
      return ((await res.json()) as Node).value
    }
    expect(await make('en')).toBe('New node 1')
    expect(await make('en')).toBe('New node 2')
    expect((await admin.json('POST', `/api/v1/assets/nodes/${web.id}/children/`, { value: 'New node 7' })).status).toBe(201)
    expect(await make('en')).toBe('New node 8')
    // In Chinese the word differs, so its count starts again.
    expect(await make('zh-CN')).toMatch(/^\S+ 1$/)
    expect(await make('zh-CN')).not.toMatch(/^New node/)
  })

  it("lists the organisation's root with its children when no node is asked, as NodeChildrenApi does in an organisation", async () => {
    const { root } = await rootAndWeb()
    const first = (await admin.json<Node[]>('GET', '/api/v1/assets/nodes/children/')).body
    const children = (await admin.json<Node[]>('GET', `/api/v1/assets/nodes/children/?id=${root.id}`)).body
    expect(first.map((n) => n.key)).toEqual([root.key, ...children.map((n) => n.key)])
    expect(children.length).toBeGreaterThan(0)
  })

  it('refuses to move assets into a node when none is given', async () => {
    const { web } = await rootAndWeb()
    const r = await admin.json<{ error: string }>('PUT', `/api/v1/assets/nodes/${web.id}/assets/replace/`, { assets: [] })
    expect(r.status).toBe(400)
    expect(r.body.error).toBe('Select at least one asset or node')
  })

  it('runs the connectivity test of an SSH asset and refuses one without SSH (domain §5)', async () => {
    const assets = (await admin.json<Array<{ id: string; protocols: string[] }>>('GET', '/api/v1/assets/assets/')).body
    const ssh = assets.find((a) => a.protocols.some((p) => p.startsWith('ssh')))!
    const other = assets.find((a) => !a.protocols.some((p) => p.startsWith('ssh')))!
    const ok = await admin.json<{ task: string }>('POST', `/api/v1/assets/assets/${ssh.id}/tasks/`, { action: 'test' })
    expect(ok.status).toBe(200)
    expect(ok.body.task).toMatch(/^[0-9a-f-]{36}$/)
    const refused = await admin.json<{ error: string }>('POST', `/api/v1/assets/assets/${other.id}/tasks/`, { action: 'test' })
    expect(refused.body.error).toBe('No asset selected or the selected asset does not support SSH protocol connection')
    const auditor = await signIn('orgauditor')
    expect((await auditor.json('POST', `/api/v1/assets/assets/${ssh.id}/tasks/`, { action: 'test' })).status).toBe(403)
  })

  it('stores a connectivity test\'s result when its log ends, not when it starts, as the celery task does', async () => {
    type Asset = { id: string; hostname: string; connectivity: string; protocols: string[] }
    const byHost = async (hostname: string) => (await admin.json<Asset[]>('GET', `/api/v1/assets/assets/?hostname=${hostname}`)).body[0]
    // web-20 is an enabled SSH asset the seed says cannot be reached.
    const before = await byHost('web-20')
    expect(before.connectivity).toBe('failed')
    const made = await admin.json<{ task: string }>('POST', `/api/v1/assets/assets/${before.id}/tasks/`, { action: 'test' })
    expect((await byHost('web-20')).connectivity).toBe('failed')
    const log = async () => (await admin.json<{ data: string }>('GET', `/api/v1/ops/celery/task/${made.body.task}/log/`)).body.data
    await expect.poll(log, { timeout: 5000 }).toContain(`[${made.body.task}] succeeded in`)
    expect(await byHost('web-20')).toMatchObject({ connectivity: 'ok' })
  })

  it('runs a task on every asset of a node and its children, with the permission its action needs (NodeTaskCreateApi)', async () => {
    const { root, web } = await rootAndWeb()
    const made = await admin.json<{ action: string; task: string }>('POST', `/api/v1/assets/nodes/${web.id}/tasks/`, { action: 'test' })
    expect(made.status).toBe(201)
    expect(made.body).toEqual({ action: 'test', task: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect((await admin.json('POST', `/api/v1/assets/nodes/${root.id}/tasks/`, { action: 'refresh' })).status).toBe(201)
    // An action the server does not know needs a permission nobody holds: refused before it is read.
    expect((await admin.json('POST', `/api/v1/assets/nodes/${web.id}/tasks/`, { action: 'reboot' })).status).toBe(403)
    expect((await admin.json('POST', '/api/v1/assets/nodes/00000000-0000-4000-8000-000000000000/tasks/', { action: 'test' })).status).toBe(404)
    const auditor = await signIn('orgauditor')
    expect((await auditor.json('POST', `/api/v1/assets/nodes/${web.id}/tasks/`, { action: 'test' })).status).toBe(403)
  })

  it('refreshes the hardware of a node\'s enabled SSH assets and logs the ones it leaves out', async () => {
    const { root } = await rootAndWeb()
    type Asset = { id: string; hostname: string; vendor: string; model: string; cpu_model: string; memory: string; os_version: string; hardware_info: string }
    const byHost = async (hostname: string) => (await admin.json<Asset[]>('GET', `/api/v1/assets/assets/?hostname=${hostname}`)).body[0]
    expect(await byHost('web-04')).toMatchObject({ model: 'Virtual', memory: '16G' })
    const made = await admin.json<{ task: string }>('POST', `/api/v1/assets/nodes/${root.id}/tasks/`, { action: 'refresh' })
    const log = async () => (await admin.json<{ data: string }>('GET', `/api/v1/ops/celery/task/${made.body.task}/log/`)).body.data
    await expect.poll(log, { timeout: 5000 }).toContain(`[${made.body.task}] succeeded in`)
    const text = await log()
    expect(text).toMatch(/^>>> Update node assets hardware info: \/Default\r\n/)
    expect(text).toContain('Asset may not be support ansible, skipped: win-02(10.0.0.3)\r\n')
    // k8s-51 is disabled (the seed disables every 17th asset): left out, its hardware kept.
    expect(text).toContain('Asset has been disabled, skipped: k8s-51(10.0.0.52)\r\n')
    expect(text).toContain('web-04 | SUCCESS => {"changed": false}\r\n')
    expect(await byHost('web-04')).toMatchObject({ vendor: 'QEMU', model: 'Standard PC (i440FX + PIIX, 1996)', cpu_model: 'Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz', memory: '7.64 G', os_version: '7.9.2009', hardware_info: '4 Core 7.64 G 100.0 G' })
    expect(await byHost('win-02')).toMatchObject({ model: 'Virtual', memory: '16G' })
    expect(await byHost('k8s-51')).toMatchObject({ model: 'Virtual', memory: '16G' })
  })

  it('says no asset was left to run on when none has SSH', async () => {
    const roots = (await admin.json<Node[]>('GET', '/api/v1/assets/nodes/children/')).body
    const root = roots.find((n) => n.value === 'Default')!
    const windows = (await admin.json<Node[]>('GET', `/api/v1/assets/nodes/children/?id=${root.id}`)).body.find((n) => n.value === 'Windows')!
    const made = await admin.json<{ task: string }>('POST', `/api/v1/assets/nodes/${windows.id}/tasks/`, { action: 'refresh' })
    const log = async () => (await admin.json<{ data: string }>('GET', `/api/v1/ops/celery/task/${made.body.task}/log/`)).body.data
    await expect.poll(log, { timeout: 5000 }).toContain('succeeded in')
    expect(await log()).toContain('No assets matched, stop task\r\n')
  })

  it('tests a gateway on a number port only', async () => {
    const gw = (await admin.json<Array<{ id: string }>>('GET', '/api/v1/assets/gateways/')).body[0]
    expect((await admin.json('POST', `/api/v1/assets/gateways/${gw.id}/test-connective/`, { port: 2222 })).status).toBe(200)
    expect((await admin.json('POST', `/api/v1/assets/gateways/${gw.id}/test-connective/`, { port: 'abc' })).status).toBe(400)
    const auditor = await signIn('orgauditor')
    expect((await auditor.json('POST', `/api/v1/assets/gateways/${gw.id}/test-connective/`, { port: 22 })).status).toBe(403)
  })

  it('keeps command-filter rule priorities in 1–100', async () => {
    const filter = (await admin.json<Array<{ id: string }>>('GET', '/api/v1/assets/cmd-filters/')).body[0]
    const url = `/api/v1/assets/cmd-filters/${filter.id}/rules/`
    expect((await admin.json('POST', url, { filter: filter.id, content: 'ls', priority: 101, action: 0, type: 'command' })).status).toBe(400)
    expect((await admin.json('POST', url, { filter: filter.id, content: 'ls\npwd', priority: 100, action: 0, type: 'command' })).status).toBe(201)
  })

  it('gives a system user /home/{username} and keeps its AD domain', async () => {
    const made = await admin.json<{ id: string; home: string }>('POST', '/api/v1/assets/system-users/', { name: 'deploy', username: 'deploy', protocol: 'ssh', login_mode: 'auto', priority: 10, ad_domain: 'corp' })
    expect(made.status).toBe(201)
    const got = await admin.json<{ home: string }>('GET', `/api/v1/assets/system-users/${made.body.id}/`)
    expect(got.body.home).toBe('/home/deploy')
    const changed = await admin.json<Record<string, string[]>>('PATCH', `/api/v1/assets/system-users/${made.body.id}/`, { ad_domain: 'other' })
    expect(changed.status).toBe(400)
    expect(Object.keys(changed.body)).toEqual(['ad_domain'])
    const manual = await admin.json('POST', '/api/v1/assets/system-users/', { name: 'ask', username: '', protocol: 'ssh', login_mode: 'manual', priority: 10 })
    expect(manual.status).toBe(201)
  })

  it('lists a cloud sync task\'s runs with their counts and runs it', async () => {
    const task = (await admin.json<Array<{ id: string; history_count: number }>>('GET', '/api/v1/xpack/cloud/sync-instance-tasks/')).body[0]
    const history = await admin.json<Page<{ summary: Record<string, number> }>>('GET', `/api/v1/xpack/cloud/sync-instance-tasks/${task.id}/history/`)
    expect(Object.keys(history.body.results[0].summary).sort()).toEqual(['new', 'released', 'sync', 'unsync'])
    const run = await admin.json<{ task: string }>('GET', `/api/v1/xpack/cloud/sync-instance-tasks/${task.id}/run/`)
    expect(run.status).toBe(200)
    expect((await admin.json<Page>('GET', `/api/v1/xpack/cloud/sync-instance-tasks/${task.id}/history/`)).body.count).toBe(task.history_count + 1)
  })
})
