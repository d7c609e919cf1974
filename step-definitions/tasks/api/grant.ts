// Giving a seeded user exactly some permissions through the platform's own RBAC API, as an
// administrator would: a new role holding those permissions, bound to the user.
import assert from 'node:assert/strict'
import { DEFAULT_ORG_ID } from '../../../mock-server/store/org-ids'
import { ApiSession } from './api-session'
import { userIdOf } from './users'

interface Permission {
  id: string
  codename: string
  content_type: { app_label: string }
}

/** A new role of `scope` holding exactly `codes` (app.action_model); its id. */
async function roleHolding(admin: ApiSession, scope: 'org' | 'system', codes: string[], orgId: string) {
  const inOrg = { headers: { 'X-JMS-ORG': orgId } }
  const catalogue = await admin.request<{ results: Permission[] }>('GET', '/api/v1/rbac/permissions/?limit=10000', undefined, inOrg)
  const ids = codes.map((code) => {
    const found = catalogue.body.results.find((p) => `${p.content_type.app_label}.${p.codename}` === code)
    assert.ok(found, `no permission ${code} in the catalogue`)
    return found.id
  })
  const role = await admin.request<{ id: string }>('POST', `/api/v1/rbac/${scope}-roles/`, { name: `Only ${codes.join(' ')}`, permissions: ids }, inOrg)
  assert.equal(role.status, 201, role.text)
  return role.body.id
}

/** Binds `username` in `orgId` to a new org role holding exactly `codes`. */
export async function grantOnly(baseUrl: string, username: string, codes: string[], orgId = DEFAULT_ORG_ID) {
  const admin = await ApiSession.signedIn(baseUrl)
  const role = await roleHolding(admin, 'org', codes, orgId)
  const binding = await admin.request('POST', '/api/v1/rbac/org-role-bindings/', { user: await userIdOf(baseUrl, username), role }, { headers: { 'X-JMS-ORG': orgId } })
  assert.equal(binding.status, 201, binding.text)
}

/** Makes a new system role holding exactly `codes` the only system role of `username` (in place of User). */
export async function systemRoleOnly(baseUrl: string, username: string, codes: string[]) {
  const admin = await ApiSession.signedIn(baseUrl)
  const role = await roleHolding(admin, 'system', codes, DEFAULT_ORG_ID)
  const res = await admin.request('PATCH', `/api/v1/users/users/${await userIdOf(baseUrl, username)}/`, { system_roles: [role] })
  assert.equal(res.status, 200, res.text)
}
