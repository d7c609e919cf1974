// Domain §3 ACL rule: an ip_group item is an IP, a CIDR, a range (a-b) or * for all.
const V4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const V6 = /^[0-9a-f:]+$/i

const isIp = (s: string) => V4.test(s) || (s.includes(':') && V6.test(s))

export function isIpGroupItem(raw: string): boolean {
  const s = raw.trim()
  if (s === '*') return true
  if (s.includes('/')) {
    const [ip, bits] = s.split('/')
    const max = ip.includes(':') ? 128 : 32
    return isIp(ip) && /^\d+$/.test(bits) && Number(bits) <= max
  }
  if (s.includes('-')) {
    const [a, b] = s.split('-')
    return isIp(a) && (isIp(b) || /^\d+$/.test(b))
  }
  return isIp(s)
}

/** Text typed one per line (or comma-separated) to the list the server takes. */
export const splitLines = (text: string) => text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean)
