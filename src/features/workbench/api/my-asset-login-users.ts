// GET /api/v1/perms/users/assets/{asset_id}/system-users/ (2.26.1 MyGrantedAssetSystemUsersApi): the
// system users the signed-in user may log in to one of their assets with, by name. Read by My assets'
// Connect. One file per endpoint (STYLE 2).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { rowsOf, type Paged } from '@/shared/api/resource'
import { toLoginUser, type LoginUser } from '../login-users'

export const myAssetLoginUsersUrl = (assetId: string) =>
  `/api/v1/perms/users/assets/${encodeURIComponent(assetId)}/system-users/`

/**
 * The asset is looked up in the current organisation by the server: asked in the asset's own (`oid`, shell
 * §7), since My assets lists the assets of every organisation.
 */
export async function getMyAssetLoginUsers(assetId: string, orgId?: string): Promise<LoginUser[]> {
  const answer = await api.get<Paged<unknown> | unknown[]>(myAssetLoginUsersUrl(assetId), {
    params: orgId ? { oid: orgId } : undefined,
  })
  return rowsOf(answer).rows.map(toLoginUser)
}

export const myAssetLoginUsersQueryOptions = (assetId: string, orgId?: string) =>
  queryOptions({
    queryKey: queryKeys.myAssetLoginUsers(assetId, orgId ?? ''),
    queryFn: () => getMyAssetLoginUsers(assetId, orgId),
  })

export const useMyAssetLoginUsers = (assetId: string, orgId?: string) =>
  useQuery(myAssetLoginUsersQueryOptions(assetId, orgId))
