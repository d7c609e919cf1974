// Python's str() of a JSON value, as the CSV renderer writes cells (reference §1.7):
// lists ['a', 'b'], booleans True/False, null → '' at top level (None inside containers).
function repr(value: unknown): string {
  if (value === null || value === undefined) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return value.includes("'") && !value.includes('"') ? `"${value}"` : `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  if (Array.isArray(value)) return `[${value.map(repr).join(', ')}]`
  return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${repr(k)}: ${repr(v)}`).join(', ')}}`
}

export function pyStr(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  return repr(value)
}
