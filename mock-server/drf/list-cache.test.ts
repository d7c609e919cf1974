import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

// The list cache of drf/query.ts (filtered, ordered rows per table state and query) must never show
// a stale answer: every write is visible on the next call, whatever it changed.
type Row = { id: string; name: string; comment: string }
type Page = { count: number; results: Row[] }
let admin: Client

beforeEach(async () => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  admin = await signIn('admin')
})

const names = async (query: string) => (await admin.json<Row[]>('GET', `/api/v1/users/groups/${query}`)).body.map((r) => r.name)
const sortedDesc = (xs: string[]) => xs.slice().sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))

describe('the list cache', () => {
  it('shows a created row, an update that keeps the order, a rename that moves a row, and a delete', async () => {
    for (const name of ['m-one', 'm-two', 'm-three']) expect((await admin.json('POST', '/api/v1/users/groups/', { name })).status).toBe(201)
    const first = await names('?order=-name')
    expect(first).toEqual(sortedDesc(first))
    const rows = (await admin.json<Row[]>('GET', '/api/v1/users/groups/?search=m-')).body
    const two = rows.find((r) => r.name === 'm-two')!

    await admin.json('PATCH', `/api/v1/users/groups/${two.id}/`, { comment: 'changed' })
    const afterPatch = (await admin.json<Row[]>('GET', '/api/v1/users/groups/?order=-name')).body
    expect(afterPatch.map((r) => r.name)).toEqual(first)
    expect(afterPatch.find((r) => r.id === two.id)?.comment).toBe('changed')

    await admin.json('PATCH', `/api/v1/users/groups/${two.id}/`, { name: 'a-renamed' })
    const afterRename = await names('?order=-name')
    expect(afterRename).toEqual(sortedDesc(afterRename))
    expect(afterRename).toContain('a-renamed')
    expect(afterRename).not.toContain('m-two')

    await admin.json('POST', '/api/v1/users/groups/', { name: 'm-four' })
    expect(await names('?search=m-&order=-name')).toEqual(['m-three', 'm-one', 'm-four'])

    await admin.call('DELETE', `/api/v1/users/groups/${two.id}/`)
    expect(await names('?order=-name')).not.toContain('a-renamed')
  })

  it('pages of one query agree with its count after a write elsewhere', async () => {
    const before = await admin.json<Page>('GET', '/api/v1/users/users/?limit=5&offset=0&order=-name')
    await admin.json('PATCH', '/api/v1/users/profile/', { comment: 'touched' })
    const after = await admin.json<Page>('GET', '/api/v1/users/users/?limit=5&offset=0&order=-name')
    expect(after.body.count).toBe(before.body.count)
    expect(after.body.results.map((r) => r.id)).toEqual(before.body.results.map((r) => r.id))
  })
})
