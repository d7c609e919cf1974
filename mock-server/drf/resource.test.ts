import fc from 'fast-check'
import CryptoJS from 'crypto-js'
import { JSEncrypt } from 'jsencrypt'
import * as XLSX from 'xlsx'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import keys from '../../fixtures/keys/mock-rsa.json'
import { resources } from '../handlers'
import { BRANCH_ORG_ID, DEFAULT_ORG_ID, ROOT_ORG_ID } from '../store/org-ids'
import { allPerms } from '../seed/permissions'
import { resetMock } from '../store/live-state'
import { client, signIn, type Client } from '../entry/test-client'
import { parseCsv } from './csv'
import { neutraliseFormula, restoreFormula } from './transfer'

type Page<T = Record<string, unknown>> = { count: number; next: string | null; previous: string | null; results: T[] }
let admin: Client

beforeEach(async () => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  admin = await signIn('admin')
})

describe('list (reference §1.2–§1.3)', () => {
  it('answers a bare array without limit and a page object with limit/offset and absolute links', async () => {
    const bare = await admin.json<unknown[]>('GET', '/api/v1/assets/assets/')
    expect(Array.isArray(bare.body)).toBe(true)
    const page = await admin.json<Page>('GET', '/api/v1/assets/assets/?limit=15&offset=15&draw=1&display=1')
    expect(page.body.count).toBe(bare.body.length)
    expect(page.body.results).toHaveLength(15)
    expect(page.body.next).toBe('http://mock.test/api/v1/assets/assets/?limit=15&offset=30&draw=1&display=1')
    expect(page.body.previous).toBe('http://mock.test/api/v1/assets/assets/?limit=15&draw=1&display=1')
  })

  it('pages through every row exactly once for any page size', async () => {
    const all = (await admin.json<{ id: string }[]>('GET', '/api/v1/assets/assets/?order=-hostname')).body.map((a) => a.id)
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 50 }), async (size) => {
        const seen: string[] = []
        for (let offset = 0; offset < all.length; offset += size) {
          const page = await admin.json<Page<{ id: string }>>('GET', `/api/v1/assets/assets/?order=-hostname&limit=${size}&offset=${offset}`)
          seen.push(...page.body.results.map((r) => r.id))
        }
        expect(seen).toEqual(all)
      }),
      { numRuns: 15 },
    )
  })

  it('search results are exactly the rows where every term matches a search field, in the list order', async () => {
    const all = (await admin.json<{ hostname: string; ip: string }[]>('GET', '/api/v1/assets/assets/')).body
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('web', 'db', '10.0', '1', 'k8s', 'WIN', '0.3', 'zz'), { minLength: 1, maxLength: 2 }), async (terms) => {
        const got = (await admin.json<{ hostname: string; ip: string }[]>('GET', `/api/v1/assets/assets/?search=${encodeURIComponent(terms.join(' '))}`)).body
        const expected = all.filter((a) => terms.every((t) => [a.hostname, a.ip].some((v) => v.toLowerCase().includes(t.toLowerCase()))))
        // In the list's own order: a search selects rows, it does not reorder them.
        expect(got.map((a) => a.hostname)).toEqual(expected.map((a) => a.hostname))
      }),
      { numRuns: 20 },
    )
  })

  it('orders with - and commas, filters exactly, by ids and by __in lookups', async () => {
    const desc = (await admin.json<{ hostname: string }[]>('GET', '/api/v1/assets/assets/?order=-hostname')).body.map((a) => a.hostname)
    expect(desc).toEqual([...desc].sort().reverse())
    const windows = (await admin.json<{ platform: string }[]>('GET', '/api/v1/assets/assets/?platform__base=Windows')).body
    expect(windows.length).toBeGreaterThan(0)
    expect(windows.every((a) => a.platform === 'Windows')).toBe(true)
    const two = (await admin.json<{ id: string }[]>('GET', '/api/v1/assets/assets/?limit=2')).body as unknown as Page<{ id: string }>
    const ids = two.results.map((r) => r.id)
    const byIds = (await admin.json<{ id: string }[]>('GET', `/api/v1/assets/assets/?ids=${ids.join(',')}`)).body
    expect(byIds.map((r) => r.id).sort()).toEqual([...ids].sort())
    const types = (await admin.json<{ type: string }[]>('GET', '/api/v1/applications/applications/?type__in=mysql,k8s')).body
    expect(new Set(types.map((t) => t.type))).toEqual(new Set(['mysql', 'k8s']))
  })

  it('trims fields with fields= and fields!=', async () => {
    const kept = (await admin.json<Page>('GET', '/api/v1/users/users/?limit=1&fields=id,username')).body.results[0]
    expect(Object.keys(kept)).toEqual(['id', 'username'])
    const dropped = (await admin.json<Page>('GET', '/api/v1/users/users/?limit=1&fields!=email')).body.results[0]
    expect(dropped).not.toHaveProperty('email')
    expect(dropped).toHaveProperty('username')
  })
})

describe('display fields', () => {
  it('labels the login log as the server does: type, MFA, status and failure reason', async () => {
    const logs = (await admin.json<Record<string, unknown>[]>('GET', '/api/v1/audits/login-logs/?order=datetime')).body
    const failed = logs.find((l) => l.status === false)!
    const ok = logs.find((l) => l.status === true)!
    expect([failed.type_display, failed.mfa_display, failed.status_display, failed.reason_display]).toEqual(['Web', 'Disabled', 'Failed', 'Username/password check failed'])
    expect([ok.status_display, ok.reason_display]).toEqual(['Success', ''])
  })
})

describe('spm and bulk (reference §1.8–§1.9)', () => {
  afterEach(() => vi.useRealTimers())

  it('an spm selects its ids for 300 s, then selects nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const groups = (await admin.json<{ id: string }[]>('GET', '/api/v1/users/groups/')).body
    const { body } = await admin.json<{ spm: string }>('POST', '/api/v1/common/resources/cache/', { resources: [groups[0].id] })
    expect((await admin.json<unknown[]>('GET', `/api/v1/users/groups/?spm=${body.spm}`)).body).toHaveLength(1)
    vi.advanceTimersByTime(301_000)
    expect((await admin.json<unknown[]>('GET', `/api/v1/users/groups/?spm=${body.spm}`)).body).toHaveLength(0)
  })

  it('bulk creates, bulk updates with aligned errors, bulk deletes by spm and refuses an unfiltered delete', async () => {
    const created = await admin.json<{ id: string; name: string }[]>('POST', '/api/v1/users/groups/', [{ name: 'G1' }, { name: 'G2' }])
    expect(created.status).toBe(201)
    const bad = await admin.json<unknown[]>('PATCH', '/api/v1/users/groups/', [{ id: created.body[0].id, comment: 'ok' }, { id: created.body[1].id, name: '' }])
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual([{}, { name: ['This field may not be blank.'] }])
    const good = await admin.json<{ comment: string }[]>('PATCH', '/api/v1/users/groups/', [{ id: created.body[0].id, comment: 'ok' }])
    expect(good.body[0].comment).toBe('ok')
    const refused = await admin.call('DELETE', '/api/v1/users/groups/')
    expect(refused.status).toBe(400)
    expect(await refused.text()).toBe('')
    const { body } = await admin.json<{ spm: string }>('POST', '/api/v1/common/resources/cache/', { resources: created.body.map((g) => g.id) })
    expect((await admin.call('DELETE', `/api/v1/users/groups/?spm=${body.spm}`)).status).toBe(204)
    expect((await admin.json('GET', `/api/v1/users/groups/${created.body[0].id}/`)).body).toEqual({ detail: 'UserGroup object does not exist.', code: 'object_does_not_exist' })
  })
})

describe('validation and errors (reference §1.5)', () => {
  it('answers required, max_length, choice, email and unique errors per field', async () => {
    const r = await admin.json('POST', '/api/v1/users/users/', { name: 'x'.repeat(129), email: 'nope', mfa_level: 7 })
    expect(r.status).toBe(400)
    expect(r.body).toMatchObject({
      name: ['Ensure this field has no more than 128 characters.'],
      username: ['This field is required.'],
      email: ['Enter a valid email address.'],
      mfa_level: ['"7" is not a valid choice.'],
    })
    const dup = await admin.json('POST', '/api/v1/users/groups/', { name: 'Default operators' })
    expect(dup.body).toEqual({ name: ['This field must be unique.'] })
  })

  it('keeps a name unique per organisation, case folded, through creates, renames and deletes', async () => {
    const groups = '/api/v1/users/groups/'
    const create = (name: string, org = DEFAULT_ORG_ID) => admin.json<{ id: string; name?: string[] }>('POST', `${groups}?oid=${org}`, { name })
    const first = await create('Night shift')
    expect(first.status).toBe(201)
    expect((await create('NIGHT SHIFT')).body).toEqual({ name: ['This field must be unique.'] })
    expect((await create('night shift', BRANCH_ORG_ID)).status).toBe(201)
    // A row may keep its own name; another row may not take it.
    expect((await admin.json('PATCH', `${groups}${first.body.id}/?oid=${DEFAULT_ORG_ID}`, { name: 'Night Shift' })).status).toBe(200)
    const second = await create('Day shift')
    expect((await admin.json('PATCH', `${groups}${second.body.id}/?oid=${DEFAULT_ORG_ID}`, { name: 'night shift' })).body).toEqual({ name: ['This field must be unique.'] })
    // A renamed row's old name is free again, as is a deleted row's.
    expect((await admin.json('PATCH', `${groups}${first.body.id}/?oid=${DEFAULT_ORG_ID}`, { name: 'Late shift' })).status).toBe(200)
    expect((await create('night shift')).status).toBe(201)
    expect((await admin.call('DELETE', `${groups}${second.body.id}/?oid=${DEFAULT_ORG_ID}`)).status).toBe(204)
    expect((await create('Day shift')).status).toBe(201)
  })

  it('nests errors of nested serializers', async () => {
    const r = await admin.json('POST', '/api/v1/acls/login-asset-acls/', { name: 'n', users: { username_group: 'root' }, system_users: {}, assets: 'x', reviewers: [] })
    expect(r.body).toMatchObject({ users: { username_group: ['Expected a list of items but got type "str".'] }, assets: { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] } })
  })

  it('refuses an unsafe call without the anti-forgery token with 401, and a missing permission with 403', async () => {
    const r = await admin.call('POST', '/api/v1/users/groups/', { body: { name: 'x' }, csrf: false })
    expect(r.status).toBe(401)
    const user = await signIn('user')
    const denied = await user.json('GET', '/api/v1/users/users/')
    expect(denied).toEqual({ status: 403, body: { detail: 'You do not have permission to perform this action.', code: 'permission_denied' } })
    expect((await client().json('GET', '/api/v1/users/users/')).status).toBe(401)
  })
})

describe('org scoping (reference §1.10)', () => {
  it('lists the current org, the root org sees all, and creates in the current org', async () => {
    const count = async (org: string) => (await admin.call('GET', '/api/v1/assets/assets/?limit=1', { headers: { 'X-JMS-ORG': org } }).then((r) => r.json() as Promise<Page>)).count
    const [def, branch, root] = [await count(DEFAULT_ORG_ID), await count(BRANCH_ORG_ID), await count(ROOT_ORG_ID)]
    expect(def).toBeGreaterThan(0)
    expect(branch).toBeGreaterThan(0)
    expect(root).toBeGreaterThan(def + branch - 1)
    const r = await admin.call('POST', `/api/v1/users/groups/?oid=${BRANCH_ORG_ID}`, { body: { name: 'Branch only' } })
    expect(await r.json()).toMatchObject({ org_id: BRANCH_ORG_ID, org_name: 'Branch Office' })
    expect((await admin.json<unknown[]>('GET', '/api/v1/users/groups/?search=Branch%20only')).body).toHaveLength(0)
  })

  it('the org admin of Default is refused in Branch', async () => {
    const orgadmin = await signIn('orgadmin')
    expect((await orgadmin.call('GET', '/api/v1/assets/assets/', { headers: { 'X-JMS-ORG': BRANCH_ORG_ID } })).status).toBe(403)
  })
})

describe('OPTIONS metadata (reference §1.6)', () => {
  it('has the DRF top level, POST/GET/PUT/PATCH actions and field_info keys in order', async () => {
    const { body } = await admin.json<{ renders: string[]; actions: Record<string, Record<string, Record<string, unknown>>> }>('OPTIONS', '/api/v1/users/groups/?draw=1&display=1')
    expect(body.renders).toEqual(['application/json', 'text/csv', 'application/xlsx'])
    expect(Object.keys(body.actions).sort()).toEqual(['GET', 'PATCH', 'POST', 'PUT'])
    expect(body.actions.POST.name).toEqual({ type: 'string', required: true, read_only: false, label: 'Name', max_length: 128, write_only: false })
    expect(body.actions.POST.users).toEqual({ type: 'field', required: false, read_only: false, label: 'User', write_only: false })
    expect(body.actions.GET.name).toMatchObject({ filter: true, order: true })
    const users = (await admin.json<{ actions: Record<string, Record<string, Record<string, unknown>>> }>('OPTIONS', '/api/v1/users/users/')).body
    expect(users.actions.POST.mfa_level).toEqual({ type: 'choice', required: false, default: 0, read_only: false, label: 'MFA', write_only: false, choices: [{ value: 0, display_name: 'Disable' }, { value: 1, display_name: 'Enable' }, { value: 2, display_name: 'Force enable' }] })
  })

  it('omits the methods the persona may not call', async () => {
    const auditor = await signIn('orgauditor')
    const { body } = await auditor.json<{ actions: Record<string, unknown> }>('OPTIONS', '/api/v1/users/groups/')
    expect(Object.keys(body.actions)).toEqual(['GET'])
  })
})

describe('export and import (reference §1.7–§1.8)', () => {
  it('exports CSV with BOM, labels with *, python values; render-to-json reads it back', async () => {
    const r = await admin.call('GET', '/api/v1/users/groups/?format=csv&template=export')
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="usergroup_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await r.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    expect(text.split('\r\n')[0]).toBe('ID,*Name,Comment,Date created,Created by,User,Users amount,Org name')
    expect(text).toMatch(/,"\['[0-9a-f-]+'(, '[0-9a-f-]+')*\]",10,Default\r\n/)
    const back = await admin.call('POST', '/api/v1/users/groups/render-to-json/', { raw: text, headers: { 'content-type': 'text/csv' } })
    const parsed = (await back.json()) as { title: string[][]; data: Record<string, unknown>[] }
    expect(parsed.title[1]).toEqual(['*Name', 'name'])
    const operators = parsed.data.find((row) => row.name === 'Default operators')
    expect(operators?.users).toHaveLength(10)
  })

  it('neutralises CSV cells a spreadsheet would run as formulas, and reads them back unchanged (issue 26)', async () => {
    const names = ['=HYPERLINK("http://x.example","y")', '+1', '-2+3', '@SUM(A1)', '\tTabbed', 'plain']
    for (const name of names) expect((await admin.call('POST', '/api/v1/users/groups/', { body: { name } })).status).toBe(201)
    const text = await (await admin.call('GET', '/api/v1/users/groups/?format=csv')).text()
    const cells = parseCsv(text.replace(/^\uFEFF/, '')).flat()
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([])
    const back = await admin.call('POST', '/api/v1/users/groups/render-to-json/', { raw: text, headers: { 'content-type': 'text/csv' } })
    const read = ((await back.json()) as { data: Array<{ name: string }> }).data.map((row) => row.name)
    // The import trims a cell's spaces (the tab included): every other name is read back as it was.
    expect(read).toEqual(expect.arrayContaining(['=HYPERLINK("http://x.example","y")', '+1', '-2+3', '@SUM(A1)', 'Tabbed', 'plain']))
  })

  it('restores exactly what it neutralised', () => {
    fc.assert(fc.property(fc.string(), (cell) => restoreFormula(neutraliseFormula(cell)) === cell && !/^[=+\-@\t\r]/.test(neutraliseFormula(cell))))
  })

  it('exports xlsx that parses, and rejects empty and oversized files', async () => {
    const r = await admin.call('GET', '/api/v1/assets/assets/?format=xlsx')
    expect(r.headers.get('content-type')).toBe('application/xlsx')
    const rows = XLSX.utils.sheet_to_json<string[]>(XLSX.read(new Uint8Array(await r.arrayBuffer())).Sheets.Sheet, { header: 1 })
    expect(rows[0]).toContain('*Hostname')
    const empty = await admin.call('POST', '/api/v1/assets/assets/render-to-json/', { raw: '*Hostname,*IP\r\n', headers: { 'content-type': 'text/csv' } })
    expect(await empty.json()).toEqual({ error: 'Request file format may be wrong' })
    const big = await admin.call('POST', '/api/v1/assets/assets/render-to-json/', { raw: 'a'.repeat(10 * 1024 * 1024 + 1), headers: { 'content-type': 'text/csv' } })
    expect(await big.json()).toMatchObject({ code: 'file_content_overflowed' })
  })
})

describe('secret fields (reference §1.11)', () => {
  it('a user created with an encrypted password signs in with it', async () => {
    const rsa = new JSEncrypt()
    rsa.setPublicKey(keys.publicPem)
    const aesKey = 'k3y' + Math.random().toString(36).slice(2, 8)
    const cipher = CryptoJS.AES.encrypt('S3cret!pass', CryptoJS.enc.Utf8.parse(aesKey.padEnd(16, '\0').slice(0, 16)), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.ZeroPadding }).toString()
    const password = `${rsa.encrypt(aesKey)}:${cipher}`
    const roles = (await admin.json<{ id: string; name: string }[]>('GET', '/api/v1/rbac/system-roles/')).body
    const r = await admin.json('POST', '/api/v1/users/users/', { name: 'Cipher', username: 'cipher', email: 'cipher@example.com', password_strategy: 'custom', password, system_roles: [roles.find((x) => x.name === 'User')!.id] })
    expect(r.status).toBe(201)
    expect(r.body).not.toHaveProperty('password')
    await expect(signIn('cipher', 'S3cret!pass')).resolves.toBeTruthy()
    await expect(signIn('cipher', password)).rejects.toThrow()
  })

  it("keeps a new user's password only when the strategy is to set one, and a stored one on an update without one", async () => {
    const roles = (await admin.json<{ id: string; name: string }[]>('GET', '/api/v1/rbac/system-roles/')).body
    const user = { system_roles: [roles.find((x) => x.name === 'User')!.id], password: 'Mailed-0nly!' }
    const mailed = await admin.json<{ id: string }>('POST', '/api/v1/users/users/', { ...user, name: 'Mailed', username: 'mailed', email: 'mailed@example.com' })
    expect(mailed.status).toBe(201)
    await expect(signIn('mailed', 'Mailed-0nly!')).rejects.toThrow()
    const kept = await admin.json<{ id: string }>('POST', '/api/v1/users/users/', { ...user, name: 'Kept', username: 'kept', email: 'kept@example.com', password_strategy: 'custom', password: 'K3pt-Pass!' })
    expect(kept.status).toBe(201)
    expect((await admin.json('PATCH', `/api/v1/users/users/${kept.body.id}/`, { comment: 'renamed', password: '' })).status).toBe(200)
    await expect(signIn('kept', 'K3pt-Pass!')).resolves.toBeTruthy()
  })

  it('secret views ask for a confirmation first, then answer', async () => {
    const first = await admin.json('GET', '/api/v1/assets/account-secrets/')
    expect(first).toEqual({ status: 400, body: { code: 'password', detail: 'This action require confirm current user' } })
    expect((await admin.json('POST', '/api/v1/authentication/confirm/', { confirm_type: 'password', secret_key: 'Passw0rd!' })).body).toBe('ok')
    expect((await admin.json('GET', '/api/v1/assets/account-secrets/')).status).toBe(200)
  })
})

describe('the permission catalogue', () => {
  it('grants the super admin every permission a resource asks for', () => {
    const held = new Set(allPerms)
    const missing = resources.flatMap((d) => Object.values(d.perms)).filter((p): p is string => Boolean(p) && !p!.split('|').some((alt) => held.has(alt.trim())))
    expect([...new Set(missing)]).toEqual([])
  })
})

describe('roles made through the RBAC API (domain §6)', () => {
  /** A JSON call in an organisation (X-JMS-ORG). */
  async function inOrg<T>(c: Client, org: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const r = await c.call(method, path, { headers: { 'X-JMS-ORG': org }, ...(body === undefined ? {} : { body }) })
    return { status: r.status, body: (await r.json()) as T }
  }
  const permsOf = async (c: Client, org: string) => (await inOrg<{ perms: string[] }>(c, org, 'GET', '/api/v1/users/profile/')).body.perms

  it('grants a bound user exactly the permissions of the role, in the binding org only', async () => {
    const catalogue = (await admin.json<Array<{ id: string; codename: string; content_type: { app_label: string } }>>('GET', '/api/v1/rbac/permissions/')).body
    const wanted = ['rbac.view_console', 'users.view_user', 'users.add_user']
    const ids = wanted.map((code) => catalogue.find((p) => `${p.content_type.app_label}.${p.codename}` === code)!.id)
    const role = await inOrg<{ id: string }>(admin, DEFAULT_ORG_ID, 'POST', '/api/v1/rbac/org-roles/', { name: 'User creators', permissions: ids })
    expect(role.status).toBe(201)
    const listed = (await inOrg<Array<{ codename: string }>>(admin, DEFAULT_ORG_ID, 'GET', `/api/v1/rbac/org-roles/${role.body.id}/permissions/`)).body
    expect(listed.map((p) => p.codename).sort()).toEqual(['add_user', 'view_console', 'view_user'])

    const staff = (await inOrg<Array<{ id: string }>>(admin, DEFAULT_ORG_ID, 'GET', '/api/v1/users/users/?username=staff01')).body[0]
    expect(await permsOf(await signIn('staff01'), DEFAULT_ORG_ID)).not.toContain('users.view_user')
    expect((await inOrg(admin, DEFAULT_ORG_ID, 'POST', '/api/v1/rbac/org-role-bindings/', { user: staff.id, role: role.body.id })).status).toBe(201)

    const staff01 = await signIn('staff01')
    const perms = await permsOf(staff01, DEFAULT_ORG_ID)
    expect(wanted.filter((p) => !perms.includes(p))).toEqual([])
    expect(perms).not.toContain('users.change_user')
    expect(await permsOf(staff01, BRANCH_ORG_ID)).not.toContain('users.view_user')
  })
})
