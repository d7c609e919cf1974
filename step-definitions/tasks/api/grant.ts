// Giving a seeded user exactly some permissions in an organisation, through the platform's own RBAC
// API (an org role holding those permissions, bound to the user), as an administrator would.
import assert from 'node:assert/strict'
import { DEFAULT_ORG_ID } from '../../../mock-server/ids'
import { ApiSession } from './api-session'

interface Permission {
  id: string
  codename: string
  content_type: { app_label: string }
}

/** Binds `username` in `orgId` to a new org role holding exactly `codes` (app.action_model). */
export async function grantOnly(baseUrl: string, username: string, codes: string[], orgId = DEFAULT_ORG_ID) {
  const admin = await ApiSession.signedIn(baseUrl)
  const inOrg = { headers: { 'X-JMS-ORG': orgId } }
  const catalogue = await admin.request<{ results: Permission[] }>('GET', '/api/v1/rbac/permissions/?limit=10000', undefined, inOrg)
  const ids = codes.map((code) => {
    const found = catalogue.body.results.find((p) => `${p.content_type.app_label}.${p.codename}` === code)
    assert.ok(found, `no permission ${code} in the catalogue`)
    return found.id
  })
  const role = await admin.request<{ id: string }>('POST', '/api/v1/rbac/org-roles/', { name: `Only ${codes.join(' ')}`, permissions: ids }, inOrg)
  assert.equal(role.status, 201, role.text)
  const users = await admin.request<{ results: Array<{ id: string; username: string }> }>('GET', `/api/v1/users/users/?username=${encodeURIComponent(username)}&limit=10`, undefined, inOrg)
  const user = users.body.results.find((u) => u.username === username)
  assert.ok(user, `no user ${username}`)
  const binding = await admin.request('POST', '/api/v1/rbac/org-role-bindings/', { user: user.id, role: role.body.id }, inOrg)
  assert.equal(binding.status, 201, binding.text)
}
