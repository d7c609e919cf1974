import { describe, expect, it } from 'vitest'
import { hardwareText } from './hardware-text'

describe("an asset's hardware in words", () => {
  it('names each disk with its size, from the JSON text the hardware refresh stores', () => {
    // web-01 on a 2.26.1 server after set_assets_hardware_info: disk_info is json.dumps of device to size.
    expect(hardwareText('disk_info', '{"sda": "558.41 GB", "sdb": "558.41 GB"}')).toBe('sda 558.41 GB, sdb 558.41 GB')
  })

  it('reads any other value as it is, and nothing as nothing', () => {
    expect(hardwareText('disk_info', '')).toBe('')
    expect(hardwareText('disk_info', 'not json {')).toBe('not json {')
    expect(hardwareText('disk_info', '{broken')).toBe('{broken')
    expect(hardwareText('memory', '125.58 G')).toBe('125.58 G')
    expect(hardwareText('cpu_count', 2)).toBe('2')
    expect(hardwareText('os', null)).toBe('')
  })
})
