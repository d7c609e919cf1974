import { expect } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

// What the permission tests share: a fresh mock on 1 September 2022 with "admin" and "user" signed in, and
// the administrator's look-ups by name, grants and user groups.
export type Page<T = Record<string, unknown>> = { count: number; results: T[] }

let admin: Client

/** Resets the mock and signs "admin" and "user" in; call it before each test. */
export async function freshPermsMock(): Promise<{ admin: Client; user: Client }> {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  const [a, user] = await Promise.all([signIn('admin'), signIn('user')])
  admin = a
  return { admin, user }
}

/** The id of the first row the administrator reads at `url`. */
export const first = async (url: string) => (await admin.json<Page<{ id: string }>>('GET', url)).body.results[0].id
export const userId = (username: string) => first(`/api/v1/users/users/?username=${username}&limit=1`)
export const assetId = (hostname: string) => first(`/api/v1/assets/assets/?hostname=${hostname}&limit=1`)
export const systemUserId = (name: string) => first(`/api/v1/assets/system-users/?name=${encodeURIComponent(name)}&limit=1`)
export async function nodeByKey(key: string) {
  const nodes = await admin.json<Page<{ id: string; key: string }>>('GET', '/api/v1/assets/nodes/?limit=1000')
  return nodes.body.results.find((n) => n.key === key)!.id
}

/** Creates an asset permission with the action connect and `body`; its id. */
export async function grant(body: Record<string, unknown>) {
  const res = await admin.json<{ id: string }>('POST', '/api/v1/perms/asset-permissions/', { actions: ['connect'], ...body })
  expect(res.status).toBe(201)
  return res.body.id
}

/** Creates a user group of the user ids `users`; its id. */
export async function userGroup(name: string, users: string[]) {
  const res = await admin.json<{ id: string }>('POST', '/api/v1/users/groups/', { name, users })
  expect(res.status).toBe(201)
  return res.body.id
}
