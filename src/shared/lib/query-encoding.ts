// Filters in one URL query value (shell §9): `key~value` pairs joined by `,`. Keys and values are
// percent-encoded with `~` and `,` escaped too, so any text (with ~ , & spaces) round-trips.
import { QUERY_FILTER_SEPARATOR, QUERY_KEY_VALUE_SEPARATOR } from '@/shared/constants'

export type Filters = Record<string, string>

/** encodeURIComponent leaves `~` alone; the separators must never appear raw. */
const escapePart = (text: string) => encodeURIComponent(text).replace(/~/g, '%7E')

export function encodeFilters(filters: Filters): string {
  return Object.entries(filters)
    .map(([key, value]) => `${escapePart(key)}${QUERY_KEY_VALUE_SEPARATOR}${escapePart(value)}`)
    .join(QUERY_FILTER_SEPARATOR)
}

/** Inverse of encodeFilters; malformed pairs are skipped rather than guessed. */
export function decodeFilters(encoded: string | null | undefined): Filters {
  const entries: [string, string][] = []
  if (!encoded) return {}
  for (const pair of encoded.split(QUERY_FILTER_SEPARATOR)) {
    const parts = pair.split(QUERY_KEY_VALUE_SEPARATOR)
    if (parts.length !== 2) continue
    try {
      entries.push([decodeURIComponent(parts[0]), decodeURIComponent(parts[1])])
    } catch {
      // A broken escape in a hand-edited URL: leave that filter out.
    }
  }
  // fromEntries defines own properties: a key such as `__proto__` stays a filter, never the prototype.
  return Object.fromEntries(entries)
}
