import { describe, expect, it } from 'vitest'
import type { FieldInfo } from '@/shared/api/resource'
import { initialValue, wireValue } from './field-mapping'

// A nested object of list fields, as the asset login ACL's `system_users` (reference: LoginAssetACLSystemUsersSerializer).
const list = (label: string): FieldInfo => ({ type: 'list', required: false, read_only: false, label, child: { type: 'string', required: false, read_only: false, label } }) as FieldInfo
const systemUsers = { type: 'nested object', required: true, read_only: false, label: 'System user', children: { name_group: list('Name group'), username_group: list('Username group') } } as FieldInfo

describe('nested objects on the wire', () => {
  it('sends each list child as a list, split on commas', () => {
    expect(wireValue('nested', { name_group: 'web, db', username_group: 'root' }, systemUsers)).toEqual({ name_group: ['web', 'db'], username_group: ['root'] })
  })

  it('edits each list child as comma-separated text', () => {
    expect(initialValue('nested', systemUsers, { name_group: ['*'], username_group: ['root', 'admin'] })).toEqual({ name_group: '*', username_group: 'root,admin' })
  })
})
