import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { FieldSpec } from '../catalogue/types'
import { resources } from '../handlers'
import { resetMock, tableOf } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

// Issue 27: no input makes the mock answer 500 (only /__mock/fail may), and a refused write stores nothing.
let admin: Client
beforeAll(async () => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  admin = await signIn('admin')
})

/** A value for a field drawn from its spec, or anything a client might send instead. */
const valueOf = (field: FieldSpec): fc.Arbitrary<unknown> => {
  const junk = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant({}), fc.array(fc.string(), { maxLength: 2 }), fc.uuid())
  const typed = field.many || field.type.startsWith('ListField')
    ? fc.array(fc.oneof(fc.uuid(), fc.string()), { maxLength: 3 })
    : /Integer|Float/.test(field.type) ? fc.integer() : /Boolean/.test(field.type) ? fc.boolean() : fc.string({ maxLength: 300 })
  return fc.oneof(typed, junk)
}

const bodyOf = (fields: FieldSpec[]) =>
  fc.record(Object.fromEntries(fields.filter((f) => !f.ro).map((f) => [f.name, valueOf(f)])), { requiredKeys: [] })

const creatable = resources.filter((d) => d.spec.listMethods.includes('POST') && !d.path.includes(':') && !d.spec.listUrl.includes('?'))

describe('bad input is never a 500 and stores nothing (issue 27)', () => {
  it.each(creatable.map((d) => [d.key, d] as const))('%s: random creates and updates', async (_key, def) => {
    const url = def.path
    await fc.assert(
      fc.asyncProperty(bodyOf(def.spec.writeFields ?? def.fields ?? def.spec.fields), async (body) => {
        const before = tableOf(def.key).all().length
        const r = await admin.call('POST', url, { body })
        expect(r.status).toBeLessThan(500)
        if (r.status >= 400) expect(tableOf(def.key).all().length).toBe(before)
        // The last row, never the signed-in admin (a random PATCH could take their roles away).
        const rows = (await admin.json<{ id?: string; username?: string }[]>('GET', url)).body
        const id = Array.isArray(rows) ? rows.filter((r) => r.username !== 'admin').at(-1)?.id : undefined
        if (id && def.spec.detailMethods.includes('PATCH')) {
          const p = await admin.call('PATCH', `${url}${id}/`, { body })
          expect(p.status).toBeLessThan(500)
        }
      }),
      { numRuns: 30 },
    )
  })

})

describe('bad input answers 400 naming the field (issue 27)', () => {
  beforeAll(async () => {
    resetMock({ now: Date.UTC(2022, 8, 1) })
    admin = await signIn('admin')
  })

  it.each([
    ['a broken escape in the path', '/api/v1/users/groups/%zz/'],
    ['a broken escape in the query', '/api/v1/users/groups/?search=%E0%A4%A'],
    ['a non-UUID id in the path', '/api/v1/users/groups/not-a-uuid/'],
  ])('%s answers below 500', async (_what, path) => {
    expect((await admin.call('GET', path)).status).toBeLessThan(500)
  })

  it('reads bodies as DRF does: JSON that does not parse is a 400, another content type a 415, a form a body', async () => {
    const post = (raw: string, type: string) => admin.call('POST', '/api/v1/users/groups/', { raw, headers: { 'content-type': type } })
    expect((await post('{"name": ', 'application/json')).status).toBe(400)
    const plain = await post('name=g', 'text/plain')
    expect(plain.status).toBe(415)
    expect(await plain.json()).toEqual({ detail: 'Unsupported media type "text/plain" in request.', code: 'unsupported_media_type' })
    const form = await post('name=form-made', 'application/x-www-form-urlencoded')
    expect(form.status).toBe(201)
    expect(((await form.json()) as { name: string }).name).toBe('form-made')
  })

  it('refuses an unknown pk in a single relation field, and an id of a wrong kind of role', async () => {
    const ghost = '11111111-1111-1111-1111-111111111111'
    const group = (await admin.json<{ id: string }[]>('GET', '/api/v1/users/groups/')).body[0]
    expect(await admin.json('POST', '/api/v1/users/users-groups-relations/', { user: ghost, usergroup: group.id })).toEqual({ status: 400, body: { user: [`Invalid pk "${ghost}" - object does not exist.`] } })
    // The builtin OrgAdmin (the server's fixed id) is no system role.
    const orgAdmin = '00000000-0000-0000-0000-000000000005'
    expect(await admin.json('POST', '/api/v1/users/users/', { name: 'y', username: 'y1', email: 'y1@example.com', system_roles: [orgAdmin] })).toEqual({
      status: 400, body: { system_roles: [`Invalid pk "${orgAdmin}" - object does not exist.`] },
    })
  })

  it('refuses a non-UUID id, a reused id and an unknown related pk with the field named', async () => {
    const group = (await admin.json<{ id: string }[]>('GET', '/api/v1/users/groups/')).body[0]
    expect(await admin.json('POST', '/api/v1/users/groups/', { id: 'not-a-uuid', name: 'g1' })).toEqual({ status: 400, body: { id: ['“not-a-uuid” is not a valid UUID.'] } })
    expect((await admin.json<Record<string, unknown>>('POST', '/api/v1/users/groups/', { id: group.id, name: 'g2' })).body).toHaveProperty('id')
    const ghost = '11111111-1111-1111-1111-111111111111'
    expect(await admin.json('POST', '/api/v1/users/users/', { name: 'x', username: 'x1', email: 'x1@example.com', system_roles: [ghost] })).toEqual({
      status: 400, body: { system_roles: [`Invalid pk "${ghost}" - object does not exist.`] },
    })
  })
})
