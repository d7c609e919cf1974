// An asset's hardware facts as words. The hardware refresh of 2.26.1 (set_assets_hardware_info) stores the
// disks as JSON text of device to size ('{"sda": "558.41 GB", "sdb": "558.41 GB"}'): that reads as
// "sda 558.41 GB, sdb 558.41 GB". Any other value reads as it is; a list, its items joined.
export function hardwareText(name: string, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(String).join(', ')
  const text = String(value)
  if (name !== 'disk_info' || !text.trim().startsWith('{')) return text
  try {
    const disks = JSON.parse(text) as unknown
    if (!disks || typeof disks !== 'object' || Array.isArray(disks)) return text
    return Object.entries(disks as Record<string, unknown>)
      .map(([device, size]) => `${device} ${String(size)}`)
      .join(', ')
  } catch {
    return text
  }
}
