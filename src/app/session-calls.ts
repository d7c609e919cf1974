import type { OpenPublicSettings, Profile, PublicSettings } from '@/shared/api/types'

// The calls the start-up guard makes (shell §4, §7).
// TODO(lead): route these through src/shared/api/client.ts when the HTTP client lands.
export class HttpStatusError extends Error {
  constructor(public status: number, message: string) {
    super(message)
  }
}

async function getJson<T>(url: string, orgId?: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (orgId) headers['X-JMS-ORG'] = orgId
  const res = await fetch(url, { credentials: 'same-origin', headers })
  if (!res.ok) throw new HttpStatusError(res.status, `${url} answered ${res.status}`)
  return (await res.json()) as T
}

export const fetchOpenSettings = () => getJson<OpenPublicSettings>('/api/v1/settings/public/open/')
export const fetchPublicSettings = () => getJson<PublicSettings>('/api/v1/settings/public/')
export const fetchProfile = (orgId?: string) => getJson<Profile>('/api/v1/users/profile/', orgId)
