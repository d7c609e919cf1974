import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { HttpCalls } from './client'
import {
  bulkDeleteUrl,
  createUrl,
  detailUrl,
  exportUrl,
  listUrl,
  optionsUrl,
  renderToJsonUrl,
  resource,
  rowsOf,
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
