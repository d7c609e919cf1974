/**
 * Redirect targets are same-origin paths only (security rule of the project): a path that starts
 * with a single '/', with no scheme, no protocol-relative '//' or '/\', and no control characters.
 * Anything else yields the fallback.
 */
export function safeNextPath(raw: string | null | undefined, fallback: string): string {
  if (!raw) return fallback
  let value = raw.trim()
  try {
    // A next that arrives encoded twice (?next=%252Fui%252F) is decoded once more.
    if (/^%2f/i.test(value)) value = decodeURIComponent(value)
  } catch {
    return fallback
  }
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\\]/.test(value)) {
    return fallback
  }
  try {
    const url = new URL(value, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
