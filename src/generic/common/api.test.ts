import { describe, expect, it } from 'vitest'
import { fieldsFor } from './api'

const name = { type: 'string', required: true, read_only: false, label: 'Name' } as const

describe('fieldsFor', () => {
  it('reads the fields of the method asked for', () => {
    const meta = { actions: { POST: { name }, PUT: { comment: { ...name, label: 'Comment' } } } }
    expect(Object.keys(fieldsFor(meta, 'PUT'))).toEqual(['comment'])
    expect(Object.keys(fieldsFor(meta, 'POST'))).toEqual(['name'])
  })

  it("gives an update POST's fields where the list lists no PUT (a viewset without bulk update)", () => {
    const meta = { actions: { POST: { name }, GET: {} } }
    expect(Object.keys(fieldsFor(meta, 'PUT'))).toEqual(['name'])
  })

  it('gives nothing for a bulk change the server does not offer', () => {
    expect(fieldsFor({ actions: { POST: { name } } }, 'PATCH')).toEqual({})
    expect(fieldsFor(undefined, 'PUT')).toEqual({})
  })
})
