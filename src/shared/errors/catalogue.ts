// The error catalogue of shell §8 / domain §8: which named message an HTTP failure shows, and how.
// Texts live in the i18n namespace 'errors'; this module names them and maps failures to them.
import en, { type ErrorKey } from '@/shared/i18n/locales/en/errors'
import { ERROR_TOAST_MS } from '@/shared/constants'

export type { ErrorKey }
export const ERRORS_NAMESPACE = 'errors'

/** Every named message, key → `errors:key` (the i18n key with its namespace). */
export const ERROR_MESSAGES = Object.fromEntries(
  (Object.keys(en) as ErrorKey[]).map((key) => [key, `${ERRORS_NAMESPACE}:${key}`]),
) as Record<ErrorKey, `errors:${ErrorKey}`>

/** Status → named message (shell §8). 401 is the relogin confirm, not a toast. */
export const STATUS_MESSAGES: Partial<Record<number, ErrorKey>> = {
  400: 'requestError',
  403: 'noPermission',
  404: 'resourceNotFound',
  409: 'updateInProgress',
}

/**
 * Status → what a page says in its body when its own main read fails (domain §8's request messages).
 * The lead's reading (conformance/clauses.md, domain.8.request-messages): the client's toast keeps
 * shell §8's text; the page that loads an object, a list's first page or a settings category says
 * domain §8's text in place of its content.
 */
export const PAGE_READ_MESSAGES: Partial<Record<number, ErrorKey>> = {
  400: 'badRequest',
  403: 'badRequestNoPermission',
  404: 'resourceLost',
  409: 'refreshing',
}

/** The domain §8 message a page shows for its failed main read, when its status has one. */
export function pageReadMessage(error: unknown): ErrorKey | undefined {
  const status = errorStatus(error)
  return status === null ? undefined : PAGE_READ_MESSAGES[status]
}

/** What the shell shows for a failed request. */
export type ErrorNotice =
  /** shell §8: confirm "account has ended" with Re-login and Cancel. */
  | { kind: 'relogin'; status: 401; message: 'accountEnded'; confirm: 'reLogin'; cancel: 'cancel' }
  /** A toast; `text` is the server's own words when the message is not a named one. */
  | { kind: 'toast'; status: number | null; message: ErrorKey; text?: string; durationMs: number }

interface HttpLikeError {
  response?: { status?: number; data?: unknown }
  message?: string
}

/** Error text read from `error`, `msg` or `detail` of a body (shell §8), in that order. */
export function serverErrorText(data: unknown): string | undefined {
  if (typeof data === 'string') return data.trim() && !/^\s*</.test(data) ? data.trim() : undefined
  if (!data || typeof data !== 'object') return undefined
  const body = data as Record<string, unknown>
  for (const key of ['error', 'msg', 'detail'] as const) {
    const value = body[key]
    if (typeof value === 'string' && value.trim()) return value
  }
  return undefined
}

export function errorStatus(error: unknown): number | null {
  const status = (error as HttpLikeError | null)?.response?.status
  return typeof status === 'number' ? status : null
}

/** The notice for a failed request (shell §8). Unknown failures fall back to a 5 s toast. */
export function messageForError(error: unknown): ErrorNotice {
  const status = errorStatus(error)
  if (status === 401) {
    return { kind: 'relogin', status: 401, message: 'accountEnded', confirm: 'reLogin', cancel: 'cancel' }
  }
  const named = status === null ? undefined : STATUS_MESSAGES[status]
  if (named) return { kind: 'toast', status, message: named, durationMs: ERROR_TOAST_MS }
  const text = serverErrorText((error as HttpLikeError | null)?.response?.data)
  return { kind: 'toast', status, message: 'unknownError', ...(text ? { text } : {}), durationMs: ERROR_TOAST_MS }
}

/** English text of a notice, for logs and node tests (the shell translates with i18next). */
export function noticeText(notice: ErrorNotice): string {
  return notice.kind === 'toast' && notice.text ? notice.text : en[notice.message]
}
