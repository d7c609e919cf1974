import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HTTP_TIMEOUT_MS, SPM_REUSE_MS } from '@/shared/constants'
import type { HttpCalls } from './client'
import {
  IDS_PER_ADDRESS,
  bulkDeleteUrl,
  createUrl,
  detailUrl,
  exportUrl,
  listUrl,
  optionsUrl,
  renderToJsonUrl,
  resource,
  rowsOf,
  selectionTokens,
  tableUrl,
  templateUrl,
  withQuery,
} from './resource'

// The URL shapes of shell §7 and reference §1.1–§1.9, written out by hand.

describe('URL builders (shell §7, reference §1.1)', () => {
  it('ends every list URL with a slash, keeping its query', () => {
    expect(listUrl('/api/v1/users/users')).toBe('/api/v1/users/users/')
    expect(listUrl('/api/v1/users/users/')).toBe('/api/v1/users/users/')
    expect(listUrl('/api/v1/users/users?a=1')).toBe('/api/v1/users/users/?a=1')
    expect(listUrl('/api/v1/users/users/?a=1&b=2')).toBe('/api/v1/users/users/?a=1&b=2')
  })

  it('puts the id after the list URL, escaped, before the query', () => {
    expect(detailUrl('/api/v1/users/users', 'abc')).toBe('/api/v1/users/users/abc/')
    expect(detailUrl('/api/v1/users/users/', 7)).toBe('/api/v1/users/users/7/')
    expect(detailUrl('/api/v1/users/users/?oid=x', 'a/b c')).toBe('/api/v1/users/users/a%2Fb%20c/?oid=x')
  })

  it('leaves out empty query values and joins arrays with commas', () => {
    expect(withQuery('/x/', { a: 1, b: '', c: undefined, d: null, e: false, f: ['p', 2] })).toBe('/x/?a=1&e=false&f=p%2C2')
    expect(withQuery('/x/?k=v', { a: 'b' })).toBe('/x/?k=v&a=b')
    expect(withQuery('/x/', {})).toBe('/x/')
    expect(withQuery('/x/')).toBe('/x/')
    expect(withQuery('/x/', { a: undefined })).toBe('/x/')
  })

  it('marks table and OPTIONS calls with draw=1&display=1', () => {
    expect(tableUrl('/api/v1/users/users', { offset: 0, limit: 15 })).toBe('/api/v1/users/users/?offset=0&limit=15&draw=1&display=1')
    expect(tableUrl('/api/v1/users/users')).toBe('/api/v1/users/users/?draw=1&display=1')
    expect(optionsUrl('/api/v1/users/users')).toBe('/api/v1/users/users/?draw=1&display=1')
  })

  it('deletes in bulk by spm, creates with an optional clone_from', () => {
    expect(bulkDeleteUrl('/api/v1/users/users', 'abc')).toBe('/api/v1/users/users/?spm=abc')
    expect(createUrl('/api/v1/users/users')).toBe('/api/v1/users/users/')
    expect(createUrl('/api/v1/users/users', 42)).toBe('/api/v1/users/users/?clone_from=42')
  })

  it('exports with format, spm and filters; templates with limit=1 or the spm', () => {
    expect(exportUrl('/api/v1/users/users', 'csv', { spm: 's', source: 'ldap' })).toBe('/api/v1/users/users/?spm=s&source=ldap&format=csv')
    expect(exportUrl('/api/v1/users/users', 'xlsx')).toBe('/api/v1/users/users/?format=xlsx')
    expect(templateUrl('/api/v1/users/users', 'csv', 'import')).toBe('/api/v1/users/users/?format=csv&template=import&limit=1')
    expect(templateUrl('/api/v1/users/users', 'xlsx', 'update', 'sp')).toBe('/api/v1/users/users/?format=xlsx&template=update&spm=sp')
    expect(templateUrl('/api/v1/users/users', 'csv', 'update')).toBe('/api/v1/users/users/?format=csv&template=update')
  })

  it('renders imports at render-to-json/ under the list URL, without its query', () => {
    expect(renderToJsonUrl('/api/v1/users/users')).toBe('/api/v1/users/users/render-to-json/')
    expect(renderToJsonUrl('/api/v1/users/users/?oid=x')).toBe('/api/v1/users/users/render-to-json/')
  })

  it('round-trips any query value through the URL', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (key, value) => {
        const url = new URL(withQuery('/x/', { [key]: value }), 'http://h')
        expect(url.searchParams.get(key)).toBe(value)
      }),
    )
  })
})

describe('rows of a paged answer or a bare array (shell §3, reference §1.2)', () => {
  it('reads results and count, or the array itself', () => {
    expect(rowsOf({ count: 7, results: [1, 2] })).toEqual({ rows: [1, 2], count: 7 })
    expect(rowsOf([1, 2, 3])).toEqual({ rows: [1, 2, 3], count: 3 })
    expect(rowsOf({} as { count: number; results: number[] })).toEqual({ rows: [], count: 0 })
  })
})

/** Records each call the resource makes, and answers with `answer`. */
function recorder(answer: (method: string, url: string) => unknown = () => ({})) {
  const calls: Array<{ method: string; url: string; data?: unknown; config?: unknown }> = []
  const record = (method: string) => async (url: string, dataOrConfig?: unknown, config?: unknown) => {
    const hasData = ['post', 'put', 'patch'].includes(method)
    calls.push({ method, url, ...(hasData ? { data: dataOrConfig, config } : { config: dataOrConfig }) })
    return answer(method, url)
  }
  const http = {
    get: record('get'),
    delete: record('delete'),
    options: record('options'),
    post: record('post'),
    put: record('put'),
    patch: record('patch'),
    raw: async () => {
      throw new Error('not used')
    },
  } as unknown as HttpCalls
  return { calls, http }
}

describe('the calls of a resource (shell §7)', () => {
  it('lists, reads, creates, updates, patches and deletes at the shapes of shell §7', async () => {
    const { calls, http } = recorder()
    const users = resource('/api/v1/users/users', http)
    expect(users.url).toBe('/api/v1/users/users/')
    await users.list({ limit: 15 })
    await users.retrieve('u1')
    await users.create({ name: 'a' })
    await users.create({ name: 'b' }, 'u1')
    await users.update('u1', { name: 'c' })
    await users.partialUpdate('u1', { name: 'd' })
    await users.delete('u1')
    await users.bulkUpdate([{ id: 'u1', name: 'e' }])
    expect(calls.map((c) => [c.method, c.url, c.data])).toEqual([
      ['get', '/api/v1/users/users/?limit=15&draw=1&display=1', undefined],
      ['get', '/api/v1/users/users/u1/', undefined],
      ['post', '/api/v1/users/users/', { name: 'a' }],
      ['post', '/api/v1/users/users/?clone_from=u1', { name: 'b' }],
      ['put', '/api/v1/users/users/u1/', { name: 'c' }],
      ['patch', '/api/v1/users/users/u1/', { name: 'd' }],
      ['delete', '/api/v1/users/users/u1/', undefined],
      ['patch', '/api/v1/users/users/', [{ id: 'u1', name: 'e' }]],
    ])
    expect(calls[0].method).toBe('get')
  })

  it('deletes in bulk by caching the ids for an spm first', async () => {
    const { calls, http } = recorder((method) => (method === 'post' ? { spm: 'tok' } : undefined))
    const users = resource('/api/v1/users/users/', http)
    expect(await users.cacheSelection(['a', 'b'])).toBe('tok')
    await users.bulkDelete(['a', 'b'])
    expect(calls.map((c) => [c.method, c.url, c.data])).toEqual([
      ['post', '/api/v1/common/resources/cache/', { resources: ['a', 'b'] }],
      ['post', '/api/v1/common/resources/cache/', { resources: ['a', 'b'] }],
      ['delete', '/api/v1/users/users/?spm=tok', undefined],
    ])
  })

  it('reads the OPTIONS fields of the asked method, none when absent', async () => {
    const meta = { actions: { POST: { name: { type: 'string' } }, PUT: { id: { type: 'string' } } } }
    const { calls, http } = recorder(() => meta)
    const users = resource('/api/v1/users/users', http)
    expect(await users.options()).toEqual({ name: { type: 'string' } })
    expect(await users.options('PUT')).toEqual({ id: { type: 'string' } })
    expect(await users.options('PATCH')).toEqual({})
    expect(calls[0]).toMatchObject({ method: 'options', url: '/api/v1/users/users/?draw=1&display=1' })
    const bare = resource('/x', recorder(() => ({})).http)
    expect(await bare.options()).toEqual({})
  })

  it('posts an import file raw, as text/csv or text/xlsx, silently', async () => {
    const { calls, http } = recorder()
    const users = resource('/api/v1/users/users', http)
    const file = new Blob(['a,b'])
    await users.renderToJson(file, 'csv')
    await users.renderToJson(file, 'xlsx')
    expect(calls.map((c) => [c.method, c.url, c.data, c.config])).toEqual([
      ['post', '/api/v1/users/users/render-to-json/', file, { headers: { 'Content-Type': 'text/csv' }, silent: true }],
      ['post', '/api/v1/users/users/render-to-json/', file, { headers: { 'Content-Type': 'text/xlsx' }, silent: true }],
    ])
  })

  it('imports a row by POST (create) or PUT to its id (update), silently', async () => {
    const { calls, http } = recorder()
    const users = resource('/api/v1/users/users', http)
    await users.importRow({ name: 'a' }, 'create')
    await users.importRow({ id: 'u9', name: 'b' }, 'update')
    expect(calls.map((c) => [c.method, c.url, c.data, c.config])).toEqual([
      ['post', '/api/v1/users/users/', { name: 'a' }, { silent: true }],
      ['put', '/api/v1/users/users/u9/', { id: 'u9', name: 'b' }, { silent: true }],
    ])
  })

  it('builds its export and template URLs', () => {
    const users = resource('/api/v1/users/users', recorder().http)
    expect(users.exportUrl('csv', { spm: 's' })).toBe('/api/v1/users/users/?spm=s&format=csv')
    expect(users.exportUrl('xlsx')).toBe('/api/v1/users/users/?format=xlsx')
    expect(users.templateUrl('xlsx', 'update', 'sp')).toBe('/api/v1/users/users/?format=xlsx&template=update&spm=sp')
  })
})

describe('a long id set read through the id cache (reference §1.8)', () => {
  const many = Array.from({ length: 51 }, (_, i) => `g${i}`)
  // A server that hands out t1, t2, … and has forgotten the tokens in `gone` (an empty page, as 2.26.1).
  function idCache() {
    let issued = 0
    const gone = new Set<string>()
    const { calls, http } = recorder((method, url) => {
      if (method === 'post') return { spm: `t${++issued}` }
      const spm = new URL(url, 'http://x').searchParams.get('spm') ?? ''
      return gone.has(spm) ? { count: 0, results: [] } : { count: 51, results: [{ id: 'g0' }] }
    })
    const clock = { now: 0, owner: 'u1@org1' as string | undefined }
    const groups = resource('/api/v1/users/groups/', http, selectionTokens(() => clock.owner, () => clock.now))
    const posts = () => calls.filter((c) => c.method === 'post').length
    const spms = () => calls.filter((c) => c.method === 'get').map((c) => new URL(c.url, 'http://x').searchParams.get('spm'))
    return { calls, groups, gone, clock, posts, spms }
  }

  it('names the ids in the address while they fit one, posting nothing', async () => {
    const { calls, groups } = idCache()
    await groups.listByIds(many.slice(0, IDS_PER_ADDRESS), { limit: 15 })
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe(`/api/v1/users/groups/?ids=${many.slice(0, IDS_PER_ADDRESS).join('%2C')}&limit=15&draw=1&display=1`)
  })

  it('posts the same ids once for every page and search while the token is fresh, in any order', async () => {
    const { calls, groups, clock, posts, spms } = idCache()
    await groups.listByIds(many, { offset: 0, limit: 15 })
    clock.now = SPM_REUSE_MS - 1
    await groups.listByIds([...many].reverse(), { search: 'Team', offset: 15, limit: 15 })
    expect(posts()).toBe(1)
    expect(calls[0].data).toEqual({ resources: many })
    expect(calls[2].url).toBe('/api/v1/users/groups/?search=Team&offset=15&limit=15&spm=t1&draw=1&display=1')
    expect(spms()).toEqual(['t1', 't1'])
  })

  it('keeps a token for less than the 300 s the server keeps it, by the time-out of a read', async () => {
    expect(SPM_REUSE_MS).toBe(300_000 - HTTP_TIMEOUT_MS)
    const { groups, clock, spms } = idCache()
    await groups.listByIds(many)
    clock.now = SPM_REUSE_MS
    await groups.listByIds(many)
    expect(spms()).toEqual(['t1', 't2'])
  })

  it('another id set has a token of its own', async () => {
    const { groups, spms } = idCache()
    await groups.listByIds(many)
    await groups.listByIds([...many, 'g51'])
    await groups.listByIds(many)
    expect(spms()).toEqual(['t1', 't2', 't1'])
  })

  it('posts again once when the server answers a kept token with no rows, and keeps the new one', async () => {
    const { groups, gone, posts, spms } = idCache()
    await groups.listByIds(many)
    gone.add('t1')
    expect(rowsOf(await groups.listByIds(many)).count).toBe(51)
    await groups.listByIds(many)
    expect(spms()).toEqual(['t1', 't1', 't2', 't2'])
    expect(posts()).toBe(2)
  })

  it('takes an empty answer as it is when the token was just posted, or after the one retry', async () => {
    const { groups, gone, posts, spms } = idCache()
    gone.add('t1')
    expect(rowsOf(await groups.listByIds(many)).count).toBe(0)
    gone.add('t2')
    expect(rowsOf(await groups.listByIds(many)).count).toBe(0)
    expect(spms()).toEqual(['t1', 't1', 't2'])
    expect(posts()).toBe(2)
  })

  it('never reuses a token for another user or another organisation, nor keeps one for nobody', async () => {
    const { groups, clock, spms } = idCache()
    await groups.listByIds(many)
    clock.owner = 'u2@org1'
    await groups.listByIds(many)
    clock.owner = 'u2@org2'
    await groups.listByIds(many)
    clock.owner = 'u1@org1'
    await groups.listByIds(many)
    clock.owner = undefined
    await groups.listByIds(many)
    await groups.listByIds(many)
    expect(spms()).toEqual(['t1', 't2', 't3', 't4', 't5', 't6'])
  })

  it('keeps no token whose post failed', async () => {
    let fail = true
    const { calls, http } = recorder((method) => {
      if (method !== 'post') return { count: 51, results: [] }
      if (fail) throw new Error('refused')
      return { spm: 'ok' }
    })
    const groups = resource('/api/v1/users/groups/', http, selectionTokens(() => 'u1@org1', () => 0))
    await expect(groups.listByIds(many)).rejects.toThrow('refused')
    fail = false
    await groups.listByIds(many)
    expect(calls.map((c) => c.method)).toEqual(['post', 'post', 'get'])
  })
})
