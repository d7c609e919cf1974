// GET /api/v1/perms/users/assets/: the assets granted to the signed-in user (domain §2 workbench
// "assets", perms.view_myassets). One file per endpoint (STYLE 2).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { api } from '@/shared/api/client'
import { orgState } from '@/shared/state/org'
import { queryKeys } from '@/shared/api/query-keys'

export const MY_ASSETS_URL = '/api/v1/perms/users/assets/'
/** The home page shows a short list; the full one is the workbench assets page. */
export const HOME_ASSETS_LIMIT = 10

export interface MyAsset {
  id: string
  hostname: string
  ip: string
  platform: string
  org_name: string
  is_active: boolean
}

export interface MyAssetsPage {
  count: number
  results: MyAsset[]
}

function toMyAsset(raw: unknown): MyAsset {
  const r = (raw ?? {}) as Record<string, unknown>
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
  return { id: text(r.id), hostname: text(r.hostname), ip: text(r.ip), platform: text(r.platform), org_name: text(r.org_name), is_active: r.is_active !== false }
}

/** A paged answer ({count, results}) or a bare array (shell §3). */
export function toMyAssetsPage(body: unknown): MyAssetsPage {
  if (Array.isArray(body)) return { count: body.length, results: body.map(toMyAsset) }
  const b = (body ?? {}) as { count?: unknown; results?: unknown }
  const results = Array.isArray(b.results) ? b.results.map(toMyAsset) : []
  return { count: typeof b.count === 'number' ? b.count : results.length, results }
}

export async function getMyAssets(limit = HOME_ASSETS_LIMIT): Promise<MyAssetsPage> {
  return toMyAssetsPage(await api.get<unknown>(MY_ASSETS_URL, { params: { offset: 0, limit, order: 'hostname' } }))
}

export const myAssetsQueryOptions = (orgId: string | undefined, limit = HOME_ASSETS_LIMIT) =>
  queryOptions({ queryKey: queryKeys.myAssets(orgId ?? '', limit), queryFn: () => getMyAssets(limit) })

export function useMyAssets(enabled: boolean) {
  const { current } = useSnapshot(orgState)
  return useQuery({ ...myAssetsQueryOptions(current?.id), enabled })
}
