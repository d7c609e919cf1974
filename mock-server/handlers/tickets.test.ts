import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'
import { parseServerDate } from '../drf/dates'

// The mock's ticket life cycle (reference §2.7; domain §3 Ticket flow, §4): levels, assignees by
// strategy, and the permission an approval creates.
type Page<T = Record<string, unknown>> = { count: number; results: T[] }
let admin: Client
let user: Client
let orgadmin: Client

beforeEach(async () => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  ;[admin, user, orgadmin] = await Promise.all([signIn('admin'), signIn('user'), signIn('orgadmin')])
})

const idOf = async (username: string) => (await admin.json<Page<{ id: string; username: string }>>('GET', `/api/v1/users/users/?username=${username}&limit=1`)).body.results[0].id
const assetId = async (hostname: string) => (await admin.json<Page<{ id: string }>>('GET', `/api/v1/assets/assets/?hostname=${hostname}&limit=1`)).body.results[0].id

async function request(hostname: string) {
  const r = await user.json<{ id: string }>('POST', '/api/v1/tickets/apply-asset-tickets/open/', { title: `Need ${hostname}`, type: 'apply_asset', apply_assets: [await assetId(hostname)], apply_actions: ['all'] })
  expect(r.status).toBe(201)
  return r.body.id
}

describe('ticket approval (mock)', () => {
  it('takes two levels when the flow has two, then grants the asset to the applicant', async () => {
    const flows = await admin.json<Page<{ id: string }>>('GET', '/api/v1/tickets/flows/?type=apply_asset&limit=1')
    const rules = [
      { level: 1, strategy: 'custom_user', assignees: [await idOf('orgadmin')] },
      { level: 2, strategy: 'super_admin', assignees: [] },
    ]
    const patched = await admin.json('PATCH', `/api/v1/tickets/flows/${flows.body.results[0].id}/`, { approval_level: 2, rules })
    expect(patched.status).toBe(200)
    const id = await request('db-05')
    expect((await admin.json('PUT', `/api/v1/tickets/tickets/${id}/approve/`, {})).status).toBe(403)
    expect((await orgadmin.json('PUT', `/api/v1/tickets/tickets/${id}/approve/`, {})).body).toBe('ok')
    const between = await user.json<{ state: string; approval_step: number }>('GET', `/api/v1/tickets/tickets/${id}/`)
    expect(between.body).toMatchObject({ state: 'pending', approval_step: 2 })
    expect((await admin.json('PUT', `/api/v1/tickets/tickets/${id}/approve/`, {})).body).toBe('ok')
    const after = await user.json<{ state: string; status: string }>('GET', `/api/v1/tickets/tickets/${id}/`)
    expect(after.body).toMatchObject({ state: 'approved', status: 'closed' })
    const mine = await user.json<Page<{ hostname: string }>>('GET', '/api/v1/perms/users/assets/?hostname=db-05&limit=5')
    expect(mine.body.results.map((a) => a.hostname)).toEqual(['db-05'])
  })

  it('a rejected request grants nothing and cannot be approved afterwards', async () => {
    const id = await request('db-05')
    expect((await orgadmin.json('PUT', `/api/v1/tickets/tickets/${id}/reject/`, {})).body).toBe('ok')
    expect((await orgadmin.json('PUT', `/api/v1/tickets/tickets/${id}/approve/`, {})).status).toBe(403)
    const mine = await user.json<Page>('GET', '/api/v1/perms/users/assets/?hostname=db-05&limit=5')
    expect(mine.body.count).toBe(0)
  })
})

describe("the server's state comments (BaseHandler._create_state_change_comment)", () => {
  const sentences = async (id: string) =>
    (await admin.json<Page<{ body: string }> | { body: string }[]>('GET', `/api/v1/tickets/comments/?ticket_id=${id}`)).body
  const bodies = async (id: string) => {
    const answer = await sentences(id)
    return (Array.isArray(answer) ? answer : answer.results).map((c) => /<p> (.*)<\/p>/.exec(c.body)?.[1] ?? c.body)
  }

  it('writes who opened, approved or rejected a ticket, as the template the server renders', async () => {
    const approved = await request('db-05')
    const opened = await sentences(approved)
    const first = (Array.isArray(opened) ? opened : opened.results)[0]
    expect(first.body).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n<body>\n<p> .+\(user\) Open the ticket<\/p>\n\n<\/body>\n<\/html>\n$/)
    expect(await orgadmin.json('PUT', `/api/v1/tickets/tickets/${approved}/approve/`, {})).toMatchObject({ status: 200 })
    expect(await bodies(approved)).toEqual([expect.stringMatching(/\(user\) Open the ticket$/), expect.stringMatching(/\(orgadmin\) Approved the ticket$/)])
    const rejected = await request('db-05')
    await orgadmin.json('PUT', `/api/v1/tickets/tickets/${rejected}/reject/`, {})
    expect((await bodies(rejected))[1]).toMatch(/\(orgadmin\) Rejected the ticket$/)
  })

  it('names the applicant when the ticket is closed, by its label "Cancel"', async () => {
    const id = await request('db-05')
    await user.json('PUT', `/api/v1/tickets/tickets/${id}/close/`, {})
    expect((await bodies(id))[1]).toMatch(/\(user\) Cancel the ticket$/)
  })
})

describe('approving a request on its own route (ApproveAssetSerializer)', () => {
  it('refuses a PUT without the organisation and the actions, as 2.26.1 answered it, and takes a PATCH of the grant', async () => {
    const id = await request('db-05')
    const put = await orgadmin.json('PUT', `/api/v1/tickets/apply-asset-tickets/${id}/approve/`, { apply_assets: [await assetId('db-05')] })
    expect(put).toMatchObject({ status: 400, body: { org_id: ['This field is required.'], apply_actions: ['This field is required.'] } })
    const patch = await orgadmin.json('PATCH', `/api/v1/tickets/apply-asset-tickets/${id}/approve/`, { apply_assets: [await assetId('db-05')], apply_actions: ['connect'], org_id: '00000000-0000-0000-0000-000000000002' })
    expect(patch).toMatchObject({ status: 200, body: 'ok' })
  })
})

describe("a request's dates and the client's time zone (BaseApplyAssetApplicationSerializer.validate)", () => {
  const open = async (headers: Record<string, string>) => {
    const r = await user.call('POST', '/api/v1/tickets/apply-asset-tickets/open/', {
      headers,
      body: { title: 'Dates', type: 'apply_asset', apply_assets: [await assetId('db-05')], apply_actions: ['connect'], apply_date_start: '2026-11-28T01:00:00.000Z', apply_date_expired: '2026-12-28T01:00:00.000Z' },
    })
    const id = ((await r.json()) as { id: string }).id
    return (await admin.json<{ apply_date_start: string }>('GET', `/api/v1/tickets/apply-asset-tickets/${id}/`)).body.apply_date_start
  }

  it('stores them as sent without X-TZ, and shifted by the zone named in X-TZ, as 2.26.1 does', async () => {
    expect(new Date(parseServerDate(await open({}))!).toISOString()).toBe('2026-11-28T01:00:00.000Z')
    // 01:00 UTC is 10:00 in Tokyo: the server keeps "10:00" and reads it in its own zone.
    expect(new Date(parseServerDate(await open({ 'X-TZ': 'Asia/Tokyo' }))!).toISOString()).toBe('2026-11-28T10:00:00.000Z')
  })
})
