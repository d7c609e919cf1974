import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldInfo } from '@/shared/api/resource'
import { groupFields } from './form-groups'

const info: FieldInfo = { type: 'string', required: false, read_only: false }
const fields = (...names: string[]): Array<[string, FieldInfo]> => names.map((n) => [n, info])
const names = (groups: ReturnType<typeof groupFields>) => groups.map((g) => [g.title, g.fields.map(([n]) => n)])

describe('form groups', () => {
  it('without groups, one untitled group of every field in the metadata order', () => {
    expect(names(groupFields(fields('b', 'a'), undefined))).toEqual([[undefined, ['b', 'a']]])
  })

  it('orders each group as it names its fields, skips fields not offered and drops empty groups', () => {
    const groups = [
      { title: 'account', fields: ['username', 'name'] },
      { title: 'roles', fields: ['org_roles'] },
      { title: 'other', fields: ['comment'] },
    ]
    expect(names(groupFields(fields('name', 'comment', 'username', 'phone'), groups))).toEqual([
      ['account', ['username', 'name']],
      ['other', ['comment', 'phone']],
    ])
  })

  it('shows every field exactly once, whatever the groups name', () => {
    const name = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')
    fc.assert(
      fc.property(fc.uniqueArray(name), fc.array(fc.record({ title: fc.string(), fields: fc.array(name) }), { minLength: 1, maxLength: 4 }), (offered, groups) => {
        const shown = groupFields(fields(...offered), groups).flatMap((g) => g.fields.map(([n]) => n))
        expect([...shown].sort()).toEqual([...offered].sort())
      }),
    )
  })

  it('leaves an update-only group out of a create form, its fields with it, and shows it on an update', () => {
    const groups = [
      { title: 'basic', fields: ['hostname'] },
      { title: 'hardware', fields: ['vendor', 'model'], updateOnly: true },
      { title: 'other', fields: ['comment'] },
    ]
    const offered = fields('hostname', 'vendor', 'model', 'comment')
    const titles = (isUpdate: boolean) => groupFields(offered, groups, isUpdate).map((g) => [g.title, g.fields.map(([n]) => n)])
    expect(titles(false)).toEqual([['basic', ['hostname']], ['other', ['comment']]])
    expect(titles(true)).toEqual([['basic', ['hostname']], ['hardware', ['vendor', 'model']], ['other', ['comment']]])
  })
})
