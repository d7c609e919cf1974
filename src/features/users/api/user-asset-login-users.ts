// GET /api/v1/perms/users/{user_id}/assets/{asset_id}/system-users/ (2.26.1
// UserGrantedAssetSystemUsersForAdminApi) and its user group twin, perms/user-groups/{group_id}/assets/
// {asset_id}/system-users/ (UserGroupGrantedAssetSystemUsersApi): the system users a user, or a group's
// members through the group, may log in to one granted asset with, as an administrator reads them on the
// detail (the real console's Granted assets "Show"). The server asks for assets.view_systemuser (the
// default of its GET) and looks the asset up in the current organisation. One file per endpoint (STYLE 2).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { rowsOf, type Paged } from '@/shared/api/resource'

/** The permission the server's GET asks for. */
export const VIEW_LOGIN_USERS = 'assets.view_systemuser'

/** Whose grants: a user's, or a user group's. */
export type GrantHolder = 'users' | 'user-groups'

export const assetLoginUsersUrl = (holder: GrantHolder, holderId: string, assetId: string) =>
  `/api/v1/perms/${holder}/${encodeURIComponent(holderId)}/assets/${encodeURIComponent(assetId)}/system-users/`

/** The login users' names, in the server's order (by name). */
export async function getAssetLoginUsers(holder: GrantHolder, holderId: string, assetId: string): Promise<string[]> {
  const answer = await api.get<Paged<unknown> | unknown[]>(assetLoginUsersUrl(holder, holderId, assetId))
  return rowsOf(answer).rows.map((row) => String((row as { name?: unknown }).name ?? ''))
}

export const assetLoginUsersQueryOptions = (holder: GrantHolder, holderId: string, assetId: string) =>
  queryOptions({
    queryKey: queryKeys.userAssetLoginUsers(holder, holderId, assetId),
    queryFn: () => getAssetLoginUsers(holder, holderId, assetId),
  })

export const useAssetLoginUsers = (holder: GrantHolder, holderId: string, assetId: string, enabled: boolean) =>
  useQuery({ ...assetLoginUsersQueryOptions(holder, holderId, assetId), enabled })
