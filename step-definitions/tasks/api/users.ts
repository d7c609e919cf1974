// Looking a seeded user up through the API as the super admin: the mock's data, never the console's.
import assert from 'node:assert/strict'
import { ApiSession } from './api-session'

/** The id of the user with this username; fails the step when there is none. */
export async function userIdOf(baseUrl: string, username: string): Promise<string> {
  const admin = await ApiSession.signedIn(baseUrl)
  const res = await admin.request<{ results: Array<{ id: string; username: string }> }>('GET', `/api/v1/users/users/?username=${encodeURIComponent(username)}&limit=10&offset=0`)
  const user = res.body.results?.find((u) => u.username === username)
  assert.ok(user, `no user ${username}: ${res.status}`)
  return user.id
}
