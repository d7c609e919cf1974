// The signed-in user's own profile (GET users/profile/) as the profile pages read it; the start-up guard
// reads it once on its own (src/app/startup-guard.ts) before any query exists.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, PROFILE_URL } from './client'
import { queryKeys } from './query-keys'

export const getProfile = () => api.get<Record<string, unknown>>(PROFILE_URL)

export const profileQueryOptions = () => queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile })

export const useProfile = () => useQuery(profileQueryOptions())
