// A 400 from create, update or bulk update shown per field (shell §5), nested fields included
// (`{attrs: {host: [..]}}` → `attrs.host`); array messages joined with ';'.
import { serverErrorText } from '@/shared/errors/catalogue'

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

/** Why a submit failed, other than per field (shell §8): the server's words, or what the network did. */
export type FailureReason = { text: string } | { key: 'errors:timedOut' | 'errors:networkDown' | `errors:${string}` }

const STATUS_WORDS: Record<number, `errors:${string}`> = { 403: 'errors:noPermission', 404: 'errors:resourceNotFound', 409: 'errors:updateInProgress' }

export function failureReason(error: unknown): FailureReason {
  const e = error as { code?: string; message?: string; response?: { status?: number; data?: unknown } } | null
  const response = e?.response
  if (!response) {
    if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT' || /timeout/i.test(e?.message ?? '')) return { key: 'errors:timedOut' }
    return { key: 'errors:networkDown' }
  }
  const text = serverErrorText(response.data)
  if (text) return { text }
  return { key: STATUS_WORDS[response.status ?? 0] ?? 'errors:unknownError' }
}

