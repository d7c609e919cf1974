import { describe, expect, it } from 'vitest'
import { topNodes } from './node-tree'

const node = (key: string, value: string) => ({ id: `id-${key}`, key, value })

describe('the first level of a node tree', () => {
  it('keeps the organisation root and drops its children, listed with it by a 2.26.1 server', () => {
    // GET /api/v1/assets/nodes/children/ in the Default organisation, as the real server answered it.
    const answer = [node('1', 'Default'), node('1:0', 'Web servers'), node('1:1', 'Databases')]
    expect(topNodes(answer).map((n) => n.value)).toEqual(['Default'])
  })

  it('keeps every organisation root in the global organisation', () => {
    expect(topNodes([node('1', 'Default'), node('2', 'Finance'), node('2:3', 'Ledger')]).map((n) => n.value)).toEqual(['Default', 'Finance'])
  })

  it('does not take a key that merely starts with the same digits for a child', () => {
    expect(topNodes([node('1', 'Default'), node('10', 'Tenth org')]).map((n) => n.value)).toEqual(['Default', 'Tenth org'])
  })
})
