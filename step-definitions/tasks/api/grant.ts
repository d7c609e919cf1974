// Giving a seeded user exactly some permissions through the platform's own RBAC API, as an
// administrator would: a new role holding those permissions, bound to the user.
import assert from 'node:assert/strict'
import { DEFAULT_ORG_ID, ROOT_ORG_ID } from '../../../mock-server/store/org-ids'
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
  // A role's name holds at most 128 characters (reference: RoleSerializer).
  const name = `Only ${codes.join(' ')}`.length <= 128 ? `Only ${codes.join(' ')}` : `Holding ${codes.length} permissions`
  const role = await admin.request<{ id: string }>('POST', `/api/v1/rbac/${scope}-roles/`, { name, permissions: ids }, inOrg)
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

/** Every permission the platform knows (its catalogue, app.action_model), as the administrator reads it. */
export async function permissionCatalogue(baseUrl: string): Promise<string[]> {
  // The catalogue never changes while a mock runs: read once per worker and mock.
  const known = catalogues.get(baseUrl)
  if (known) return known
  const admin = await ApiSession.signedIn(baseUrl)
  const res = await admin.request<{ results: Permission[] }>('GET', '/api/v1/rbac/permissions/?limit=10000')
  assert.equal(res.status, 200, res.text)
  const codes = res.body.results.map((p) => `${p.content_type.app_label}.${p.codename}`)
  catalogues.set(baseUrl, codes)
  return codes
}
const catalogues = new Map<string, string[]>()

/**
 * Makes `username` hold exactly `codes` everywhere: their org role bindings (every organisation) are
 * removed and a new system role holding `codes` becomes their only system role.
 */
export async function holdExactly(baseUrl: string, username: string, codes: string[]) {
  // The system role first: once out of their last organisation, a user is no longer listed in Default.
  await systemRoleOnly(baseUrl, username, codes)
  const admin = await ApiSession.signedIn(baseUrl)
  const user = await userIdOf(baseUrl, username)
  const inRoot = { headers: { 'X-JMS-ORG': ROOT_ORG_ID } }
  const bindings = await admin.request<Array<{ id: string; user: string }>>('GET', `/api/v1/rbac/org-role-bindings/?user=${user}`, undefined, inRoot)
  assert.equal(bindings.status, 200, bindings.text)
  for (const b of bindings.body.filter((row) => row.user === user)) {
    const gone = await admin.request('DELETE', `/api/v1/rbac/org-role-bindings/${b.id}/`, undefined, inRoot)
    assert.equal(gone.status, 204, gone.text)
  }
  // Read back as the user: the profile's permissions in Default are exactly `codes` (a walk of refusals
  // by a user who holds nothing would prove nothing).
  const self = await ApiSession.signedIn(baseUrl, username)
  const profile = await self.request<{ perms: string[] }>('GET', '/api/v1/users/profile/', undefined, { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })
  assert.deepEqual([...profile.body.perms].sort(), [...new Set(codes)].sort(), `${username} holds exactly the permissions given`)
}
