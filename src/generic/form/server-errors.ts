// A 400 from create, update or bulk update shown per field (shell §5), nested fields included
// (`{attrs: {host: [..]}}` → `attrs.host`); array messages joined with ';'.
export type FieldErrors = Record<string, string>

export const NON_FIELD = 'non_field_errors'

export function flattenErrors(body: unknown, prefix = ''): FieldErrors {
  const out: FieldErrors = {}
  if (typeof body === 'string') {
    if (prefix) out[prefix] = body
    return out
  }
  if (Array.isArray(body)) {
    if (body.every((m) => typeof m === 'string')) {
      if (body.length) out[prefix || NON_FIELD] = body.join(';')
      return out
    }
    body.forEach((item, i) => Object.assign(out, flattenErrors(item, prefix ? `${prefix}.${i}` : String(i))))
    return out
  }
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (!prefix && (key === 'detail' || key === 'error' || key === 'msg') && typeof value === 'string') out[NON_FIELD] = value
      else if (key === 'code' && !prefix) continue
      else Object.assign(out, flattenErrors(value, prefix ? `${prefix}.${key}` : key))
    }
  }
  return out
}
