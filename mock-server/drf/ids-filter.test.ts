import { beforeAll, describe, expect, it } from 'vitest'
import { resetMock, tableOf } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

// `?ids=` as 2.26.1's IDInFilter reads it (found in front of a real server: `?ids=-` was its 500): ids select
// their rows, anything that is not an id is refused (a 400 here, issue 27) instead of selecting nothing.
let admin: Client
beforeAll(async () => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  admin = await signIn('admin')
})

describe('the ids filter', () => {
  it('selects the rows of the ids given', async () => {
    const groups = tableOf('user groups').all().filter((g) => g.org_id === '00000000-0000-0000-0000-000000000002').slice(0, 2)
    const r = await admin.json<Array<{ id: string }>>('GET', `/api/v1/users/groups/?ids=${groups.map((g) => g.id).join(',')}`)
    expect(r.status).toBe(200)
    expect(r.body.map((g) => g.id).sort()).toEqual(groups.map((g) => String(g.id)).sort())
  })

  it.each(['/api/v1/users/groups/?ids=-', '/api/v1/assets/nodes/?ids=-', '/api/v1/users/users/?ids=-&offset=0&limit=100', '/api/v1/assets/system-users/?ids=web'])('refuses %s, naming the filter', async (path) => {
    const r = await admin.json<Record<string, string[]>>('GET', path)
    expect(r.status).toBe(400)
    expect(r.body.ids?.[0]).toMatch(/is not a valid UUID/)
  })
})

describe('an address the server would not read', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',')

  it('is refused as gunicorn refuses a request line over 4,094 characters, before any filter reads it', async () => {
    // 110 ids make a request line of about 4,150 characters; 100 ids about 3,790.
    const long = await admin.call('GET', `/api/v1/users/groups/?ids=${ids(110)}`)
    expect(long.status).toBe(400)
    expect(await long.text()).toMatch(/Request Line is too large \(\d+ &gt; 4094\)/)
    const short = await admin.json<unknown[]>('GET', `/api/v1/users/groups/?ids=${ids(100)}`)
    expect(short.status).toBe(200)
    expect(short.body).toEqual([])
  })
})
