import { describe, expect, it } from 'vitest'
import { isIpGroupItem, splitLines } from './ip-group'

// Domain §3: IPs, CIDR, ranges, or * for all.
describe('ip_group items', () => {
  it.each(['*', '10.0.0.1', '10.0.0.0/8', '192.168.1.1-192.168.1.100', '192.168.1.1-100', '2001:db8::1', '2001:db8::/32'])('%s is accepted', (s) => {
    expect(isIpGroupItem(s)).toBe(true)
  })
  it.each(['10.0.0', '300.1.1.1', '10.0.0.0/33', 'example.com', '**', '10.0.0.1-abc'])('%s is refused', (s) => {
    expect(isIpGroupItem(s)).toBe(false)
  })
  it('reads one item per line or comma', () => {
    expect(splitLines(' 10.0.0.1\n\n10.0.0.0/8, * ')).toEqual(['10.0.0.1', '10.0.0.0/8', '*'])
  })
})
