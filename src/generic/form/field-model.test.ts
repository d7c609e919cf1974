// Issue 22, "what is shown is what is sent": for every field type OPTIONS can describe (reference §1.6),
// the value a widget starts with is the one the form sends, a default it shows included, and a value
// read back from the server shows as it was (create → read back → edit changes nothing unasked).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldInfo } from '@/shared/api/resource'
import type { FormOverride } from '../resource-config'
import { buildFieldModel, buildFieldModels, formValues, queryValues, wireBody, type FieldModel } from './field-model'

const base = { required: false, read_only: false, write_only: false, label: 'Field' }
const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `c${i}`, display_name: `Choice ${i}` }))
/** Text a list widget keeps item for item: no comma, no surrounding space, not empty. */
const item = fc.stringMatching(/^[a-z0-9_.*-]{1,8}$/)
const date = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString())
const plainText = fc.string().filter((s) => {
  try {
    JSON.parse(s)
    return false
  } catch {
    return true
  }
})

/** One kind of field OPTIONS describes, with values of its type (what the server stores and reads back). */
interface Kind {
  name: string
  info: FieldInfo
  value: fc.Arbitrary<unknown>
}

const kinds: Kind[] = [
  { name: 'title', info: { ...base, type: 'string', max_length: 128 }, value: fc.string() },
  { name: 'comment', info: { ...base, type: 'string' }, value: fc.string() },
  { name: 'email', info: { ...base, type: 'email', max_length: 128 }, value: fc.emailAddress() },
  { name: 'site', info: { ...base, type: 'url', max_length: 128 }, value: fc.webUrl() },
  { name: 'kind', info: { ...base, type: 'choice', choices: choices(3) }, value: fc.constantFrom('c0', 'c1', 'c2') },
  { name: 'source', info: { ...base, type: 'choice', choices: choices(8) }, value: fc.constantFrom('c0', 'c3', 'c7') },
  { name: 'tags', info: { ...base, type: 'multiple choice', choices: choices(5) }, value: fc.subarray(['c0', 'c1', 'c2', 'c3', 'c4']) },
  { name: 'is_on', info: { ...base, type: 'boolean' }, value: fc.boolean() },
  { name: 'count', info: { ...base, type: 'integer' }, value: fc.integer({ min: -1e6, max: 1e6 }) },
  { name: 'ratio', info: { ...base, type: 'float' }, value: fc.integer({ min: -1e5, max: 1e5 }).map((n) => n / 100) },
  { name: 'when', info: { ...base, type: 'datetime' }, value: date },
  { name: 'hosts', info: { ...base, type: 'list', child: { ...base, type: 'string' } }, value: fc.array(item, { maxLength: 4 }) },
  { name: 'meta', info: { ...base, type: 'field' }, value: fc.oneof(fc.jsonValue().filter((v) => typeof v !== 'string'), plainText) },
  {
    name: 'rules',
    info: { ...base, type: 'nested object', children: { names: { ...base, type: 'list', child: { ...base, type: 'string' } }, on: { ...base, type: 'boolean' } } },
    value: fc.record({ names: fc.array(item, { maxLength: 3 }), on: fc.boolean() }),
  },
]

/** A widget shows the value it holds: the wire value it sends, read back, shows the same. */
function roundTrip(model: FieldModel, stored: unknown) {
  const shown = model.toForm(stored)
  const wire = model.toWire(shown)
  return { shown, wire, readBack: wire.send ? model.toForm(wire.value) : shown }
}

describe('what is shown is what is sent (issue 22)', () => {
  it('for every field type, a stored value shows, is sent, and reads back unchanged', () => {
    for (const kind of kinds) {
      const model = buildFieldModel(kind.name, kind.info)
      fc.assert(
        fc.property(kind.value, (stored) => {
          const { shown, readBack } = roundTrip(model, stored)
          expect(readBack).toEqual(shown)
        }),
        { numRuns: 60 },
      )
    }
  })

  it('a default a field shows is in its value, and so is sent', () => {
    for (const kind of kinds) {
      fc.assert(
        fc.property(kind.value, (fallback) => {
          const model = buildFieldModel(kind.name, { ...kind.info, default: fallback as FieldInfo['default'] })
          const { shown, wire, readBack } = roundTrip(model, undefined)
          expect(shown).toEqual(model.toForm(fallback))
          if (shown !== '' && !(Array.isArray(shown) && shown.length === 0)) expect(wire.send).toBe(true)
          expect(readBack).toEqual(shown)
        }),
        { numRuns: 30 },
      )
    }
  })

  it('create → read back → edit: an untouched form sends back what the server holds', () => {
    const fields = Object.fromEntries(kinds.map((k) => [k.name, k.info]))
    const models = buildFieldModels(fields)
    fc.assert(
      fc.property(fc.record(Object.fromEntries(kinds.map((k) => [k.name, k.value]))), (created) => {
        const sent = wireBody(models, formValues(models, created))
        // The server reads back what it stored; the edit form opened on it sends it again unchanged.
        expect(wireBody(models, formValues(models, sent))).toEqual(sent)
      }),
      { numRuns: 60 },
    )
  })

  it('never offers a read-only or *_display field as an input', () => {
    const models = buildFieldModels({ name: { ...base, type: 'string', max_length: 10 }, nodes_display: { ...base, type: 'list' }, is_valid: { ...base, type: 'boolean', read_only: true }, id: { ...base, type: 'string' } })
    expect(models.map((m) => m.name)).toEqual(['name'])
  })

  it('a secret left empty is not sent; a shell §3 secret is never draftable', () => {
    const model = buildFieldModel('password', { ...base, type: 'string', write_only: true })
    expect(model.toWire(model.toForm(undefined))).toEqual({ send: false })
    expect(model.secret).toBe(true)
  })

  it('an override component holds the wire value unless it says how to read and send its own', () => {
    const component = () => null
    const plain = buildFieldModel('users', { ...base, type: 'field' }, { component })
    expect(plain.toWire(plain.toForm(['a', 'b']))).toEqual({ send: true, value: ['a', 'b'] })
    expect(plain.toWire(plain.toForm(undefined))).toEqual({ send: false })
    const own: FormOverride = { component, toForm: (v) => String(v ?? 'x').toUpperCase(), toWire: (v) => ({ send: true, value: String(v).toLowerCase() }) }
    const custom = buildFieldModel('code', { ...base, type: 'string' }, own)
    expect(custom.toForm(undefined)).toBe('X')
    expect(custom.toWire('AB')).toEqual({ send: true, value: 'ab' })
  })
})

describe('whether a field is shown: one answer, FormOverride.shown', () => {
  const fields: Record<string, FieldInfo> = {
    name: { ...base, type: 'string', max_length: 10 },
    port: { ...base, type: 'integer' },
    password: { ...base, type: 'string', write_only: true },
    nodes: { ...base, type: 'list' },
  }
  const overrides: Record<string, FormOverride> = {
    // Never offered, though the server takes it.
    port: { shown: false },
    // A switch of the form alone reveals the password on update.
    change: { local: { type: 'boolean' }, label: 'x:change', shown: (_, isUpdate) => isUpdate },
    password: { shown: (values, isUpdate) => isUpdate && values.change === true },
  }
  const models = buildFieldModels(fields, overrides)

  it('a field of the form alone is offered after the server\'s fields, and is never sent', () => {
    expect(models.map((m) => m.name)).toEqual(['name', 'port', 'password', 'nodes', 'change'])
    const change = models.find((m) => m.name === 'change')!
    fc.assert(
      fc.property(fc.boolean(), (on) => {
        expect(change.toWire(on)).toEqual({ send: false })
      }),
    )
  })

  it('sends exactly the fields shown with the values, whatever they hold', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer(), fc.string({ minLength: 1 }), fc.boolean(), fc.boolean(), (name, port, password, change, isUpdate) => {
        const body = wireBody(models, { name, port: String(port), password, nodes: '', change }, undefined, isUpdate)
        const shown = models.filter((m) => m.shown({ change }, isUpdate)).map((m) => m.name)
        expect(shown).not.toContain('port')
        expect('password' in body).toBe(isUpdate && change)
        expect(Object.keys(body).every((k) => shown.includes(k))).toBe(true)
      }),
    )
  })

  it('a field required while the values say so is refused empty only then, a password on update included', () => {
    const password = buildFieldModel('password', fields.password, { required: (values) => values.change === true })
    expect(password.validate('', { change: true }, true)).toBe('errors:fieldRequired')
    expect(password.validate('  ', { change: true }, true)).toBe('errors:fieldRequired')
    expect(password.validate('S3cret!', { change: true }, true)).toBeNull()
    expect(password.validate('', { change: false }, true)).toBeNull()
  })

  it('a route\'s query fills neither a field never shown, a field of the form alone, nor one the new form hides', () => {
    const query = new URLSearchParams({ name: 'web', port: '2222', change: 'true', password: 'x', nodes: 'a,b' })
    expect(queryValues(models, query)).toEqual({ name: 'web', nodes: ['a', 'b'] })
  })
})
