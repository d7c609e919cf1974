// GET /api/v1/perms/users/{user_id}/assets/{asset_id}/system-users/ (2.26.1
// UserGrantedAssetSystemUsersForAdminApi): the system users a user may log in to one of their granted
// assets with, as an administrator reads them on the user's detail (the real console's Granted assets
// "Show"). The server asks for assets.view_systemuser (the default of its GET) and looks the asset up in
// the current organisation. One file per endpoint (STYLE 2).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { rowsOf, type Paged } from '@/shared/api/resource'

/** The permission the server's GET asks for. */
export const VIEW_LOGIN_USERS = 'assets.view_systemuser'

export const userAssetLoginUsersUrl = (userId: string, assetId: string) =>
  `/api/v1/perms/users/${encodeURIComponent(userId)}/assets/${encodeURIComponent(assetId)}/system-users/`

/** The login users' names, in the server's order (by name). */
export async function getUserAssetLoginUsers(userId: string, assetId: string): Promise<string[]> {
  const answer = await api.get<Paged<unknown> | unknown[]>(userAssetLoginUsersUrl(userId, assetId))
  return rowsOf(answer).rows.map((row) => String((row as { name?: unknown }).name ?? ''))
}

export const userAssetLoginUsersQueryOptions = (userId: string, assetId: string) =>
  queryOptions({
    queryKey: queryKeys.userAssetLoginUsers(userId, assetId),
    queryFn: () => getUserAssetLoginUsers(userId, assetId),
  })

export const useUserAssetLoginUsers = (userId: string, assetId: string, enabled: boolean) =>
  useQuery({ ...userAssetLoginUsersQueryOptions(userId, assetId), enabled })
