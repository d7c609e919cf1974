// The licence (xpack; shell §3, §6, §7): read by the licence page and the shell's banners under one key, so
// a licence imported on the page changes the banners at once.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { queryKeys } from './query-keys'

/** GET /api/v1/xpack/license/detail. */
export interface LicenceDetail {
  date_expired?: string
  corporation?: string
  asset_count?: number
  current_asset_count?: number
  edition?: string
  is_test?: boolean
}

export const getLicenceDetail = () => api.get<LicenceDetail>('/api/v1/xpack/license/detail')

export const licenceQueryOptions = () => queryOptions({ queryKey: queryKeys.licence, queryFn: getLicenceDetail })

export const useLicenceDetail = ({ enabled = true } = {}) => useQuery({ ...licenceQueryOptions(), enabled })

/** POST xpack/license/import (multipart); the caller reports the answer in place. */
export function useImportLicence() {
  const client = useQueryClient()
  return async (file: File) => {
    const form = new FormData()
    form.append('file', file)
    const answer = await api.post<unknown>('/api/v1/xpack/license/import', form, { silent: true })
    await client.invalidateQueries({ queryKey: queryKeys.licence })
    return answer
  }
}
