import assert from 'node:assert/strict'
import type { AxiosError } from 'axios'
import { createHttpClient, registerErrorNotifier } from '../../../src/shared/api/client'
import type { RulesMemory } from '../../support/memory'
import type { ConsoleWorld } from '../../support/world'

// The console's own rules and HTTP client, run in node against the mock (the core features): what the
// console would do, without a browser in between.

/** The scenario's notes of the console's rules (support/memory.ts). */
export function rules(world: ConsoleWorld): RulesMemory {
  world.memory.rules ??= { held: [], routes: [], menu: [], notices: [], seen: [], xpack: true, sent: [], sessionChecks: 0 }
  return world.memory.rules
}

/** The console's real client, pointed at the mock with the world's cookie jar; its notices are recorded. */
export function consoleClient(world: ConsoleWorld) {
  const c = rules(world)
  registerErrorNotifier((notice) => c.notices.push(notice))
  const instance = createHttpClient({
    baseURL: world.baseUrl,
    cookies: () => world.api.cookieHeader(),
    sendCookies: true,
    xpackEnabled: () => c.xpack,
    currentOrgId: () => c.org,
    pageQuery: () => '',
  })
  instance.interceptors.request.use((config) => {
    c.seen.push(config)
    return config
  })
  c.client = instance
  return instance
}

/** One call through the console's client; its outcome is noted, never thrown. */
export async function consoleRequest(world: ConsoleWorld, method: string, path: string, options: { data?: unknown; silent?: boolean; params?: Record<string, string> } = {}) {
  const c = rules(world)
  const instance = c.client ?? consoleClient(world)
  try {
    const data = await instance.request({ method, url: path, data: options.data, silent: options.silent, params: options.params })
    c.outcome = { ok: true, data }
    world.last = { status: 200, body: data }
  } catch (error) {
    c.outcome = { ok: false, error: error as AxiosError }
    world.last = { status: (error as AxiosError).response?.status, body: (error as AxiosError).response?.data }
  }
}

/** The mock's next matching call answers as told (/__mock/fail). */
export async function mockFail(world: ConsoleWorld, rule: Record<string, unknown>) {
  const res = await fetch(world.url('/__mock/fail'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ times: 1, ...rule }) })
  assert.equal(res.status, 201, 'the mock refused the failure rule')
}

export async function mockSettings(world: ConsoleWorld, patch: Record<string, unknown>) {
  const res = await fetch(world.url('/__mock/settings'), { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(patch) })
  assert.ok(res.ok, 'the mock refused the settings')
}
