// The server writes dates as "2024/01/31 10:00:00 +0000" (reference §1); Date.parse needs ISO.
export function parseServerDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const iso = value.trim().replace(/^(\d{4})\/(\d{2})\/(\d{2}) /, '$1-$2-$3T').replace(/ ?\+0000$/, 'Z').replace(/ ([+-]\d{2}):?(\d{2})$/, '$1:$2')
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}
