// The settings calls (reference §2.9–§2.11, shell §7): one object per category, its form from the
// category's OPTIONS metadata; the mail and LDAP tests report their errors in the page (shell §8:
// no generic flash for them).
import { queryOptions } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import type { OptionsMeta } from '@/shared/api/resource'
import { queryKeys } from '@/shared/api/query-keys'

export const settingUrl = (category: string) => `/api/v1/settings/setting/?category=${encodeURIComponent(category)}`

export const settingMetaQuery = (category: string) =>
  queryOptions({ queryKey: queryKeys.settingsOptions(category), queryFn: () => api.options<OptionsMeta>(settingUrl(category)) })

export const settingValuesQuery = (category: string) =>
  queryOptions({ queryKey: queryKeys.settingsValues(category), queryFn: () => api.get<Record<string, unknown>>(settingUrl(category)) })

export const saveSettings = (category: string, body: Record<string, unknown>) =>
  api.patch<Record<string, unknown>>(settingUrl(category), body, { silent: true })

/** The server's answer to a test call: `{msg}`, `{error}` or a bare string (reference §2.9, §2.10). */
export function answerText(body: unknown): string {
  if (typeof body === 'string') return body
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>
    const text = o.msg ?? o.error ?? o.detail
    if (typeof text === 'string') return text
    return JSON.stringify(body)
  }
  return ''
}

export const silentPost = <T,>(url: string, body: unknown) => api.post<T>(url, body, { silent: true })
