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
    const made = await admin.json<{ id: string }>('POST', '/api/v1/terminal/command-storages/?type=es', { name: 'es-2', type: 'es', meta: { HOSTS: ['http://es2.example.com:9200'] } })
    expect(made.status).toBe(201)
    const read = await admin.json<{ meta: Record<string, unknown> }>('GET', `/api/v1/terminal/command-storages/${made.body.id}/`)
    expect(read.body.meta).toMatchObject({ INDEX: 'jumpserver', DOC_TYPE: 'command' })
  })
})
