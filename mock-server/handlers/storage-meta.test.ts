// A storage's meta is a MethodSerializer chosen by its type (reference TSV "meta per type", §1.6 children).
import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

type Info = { children?: Record<string, { required: boolean; write_only: boolean; type: string }> }
type Options = { actions: { POST?: Record<string, Info>; PUT?: Record<string, Info> } }
let admin: Client

beforeEach(async () => {
  resetMock({ now: Date.UTC(2022, 8, 1) })
  admin = await signIn('admin')
})

describe('replay and command storages: meta by type', () => {
  it('describes the fields of the type asked for, or of the stored object', async () => {
    const s3 = await admin.json<Options>('OPTIONS', '/api/v1/terminal/replay-storages/?type=s3')
    const meta = s3.body.actions.POST?.meta.children ?? {}
    expect(Object.keys(meta)).toEqual(['BUCKET', 'ACCESS_KEY', 'SECRET_KEY', 'ENDPOINT'])
    expect(meta.SECRET_KEY.write_only).toBe(true)
    expect(meta.BUCKET.required).toBe(true)
    const list = await admin.json<{ id: string; name: string }[]>('GET', '/api/v1/terminal/command-storages/')
    const es = list.body.find((s) => s.name === 'elasticsearch')!
    const detail = await admin.json<Options>('OPTIONS', `/api/v1/terminal/command-storages/${es.id}/`)
    // DOC_TYPE is a hidden field: never described.
    expect(Object.keys(detail.body.actions.PUT?.meta.children ?? {})).toEqual(['HOSTS', 'INDEX_BY_DATE', 'INDEX', 'IGNORE_VERIFY_CERTS'])
  })

  it('checks the fields of the ?type= of the request, per field, and never reads a secret back', async () => {
    const bad = await admin.json('POST', '/api/v1/terminal/replay-storages/?type=azure', { name: 'azure-1', type: 'azure', meta: { ACCOUNT_NAME: 'acc' } })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ meta: { CONTAINER_NAME: ['This field is required.'], ACCOUNT_KEY: ['This field is required.'] } })
    const ok = await admin.json<{ id: string; meta: Record<string, unknown> }>('POST', '/api/v1/terminal/replay-storages/?type=s3', { name: 's3-1', type: 's3', meta: { BUCKET: 'b', ACCESS_KEY: 'ak', SECRET_KEY: 'sk', ENDPOINT: 'http://s3.example.com' } })
    expect(ok.status).toBe(201)
    expect(ok.body.meta).toEqual({ BUCKET: 'b', ACCESS_KEY: 'ak', ENDPOINT: 'http://s3.example.com' })
  })

  it('gives an Elasticsearch command storage the index "jumpserver" by default and the doc type "command" (domain §9)', async () => {
    const options = await admin.json<{ actions: { POST?: Record<string, Info & { children?: Record<string, { default?: unknown }> }> } }>('OPTIONS', '/api/v1/terminal/command-storages/?type=es')
    expect(options.body.actions.POST?.meta.children?.INDEX.default).toBe('jumpserver')
    const made = await admin.json<{ id: string }>('POST', '/api/v1/terminal/command-storages/?type=es', { name: 'es-2', type: 'es', meta: { HOSTS: ['http://10.0.0.20:9200'] } })
    expect(made.status).toBe(201)
    const read = await admin.json<{ meta: Record<string, unknown> }>('GET', `/api/v1/terminal/command-storages/${made.body.id}/`)
    expect(read.body.meta).toMatchObject({ INDEX: 'jumpserver', DOC_TYPE: 'command' })
  })

  // CommandStorage.save checks the config once saved (pre_use_check): a node that does not answer is an
  // InvalidElasticsearch, 400 {detail, code}, and nothing is kept (ATOMIC_REQUESTS). The mock's nodes that
  // never answer are the hosts reserved for documentation and tests (example.com, .invalid, 192.0.2.x…).
  it('refuses to save an Elasticsearch storage whose hosts do not answer, keeping nothing', async () => {
    const invalid = { detail: 'Invalid elasticsearch config', code: 'invalid_elasticsearch' }
    const before = (await admin.json<unknown[]>('GET', '/api/v1/terminal/command-storages/')).body.length
    for (const host of ['http://es.example.com:9200', 'http://search.invalid:9200', 'http://192.0.2.7:9200']) {
      const made = await admin.json('POST', '/api/v1/terminal/command-storages/?type=es', { name: 'es-down', type: 'es', meta: { HOSTS: ['http://10.0.0.20:9200', host] } })
      expect(made.status).toBe(400)
      expect(made.body).toEqual(invalid)
    }
    expect((await admin.json<unknown[]>('GET', '/api/v1/terminal/command-storages/')).body).toHaveLength(before)
    const list = await admin.json<{ id: string; name: string; is_default: boolean }[]>('GET', '/api/v1/terminal/command-storages/')
    const seeded = list.body.find((s) => s.name === 'elasticsearch')!
    // The stored hosts do not answer: a rename alone, or being made the default, is refused too, and changes nothing.
    for (const body of [{ name: 'renamed' }, { is_default: true }]) {
      const res = await admin.json('PATCH', `/api/v1/terminal/command-storages/${seeded.id}/`, body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual(invalid)
    }
    const kept = await admin.json<{ name: string; is_default: boolean }>('GET', `/api/v1/terminal/command-storages/${seeded.id}/`)
    expect(kept.body).toMatchObject({ name: 'elasticsearch', is_default: false })
    // New hosts that answer make the same update pass.
    const fixed = await admin.json('PATCH', `/api/v1/terminal/command-storages/${seeded.id}/`, { name: 'renamed', meta: { HOSTS: ['http://10.0.0.20:9200'] } })
    expect(fixed.status).toBe(200)
  })
})
