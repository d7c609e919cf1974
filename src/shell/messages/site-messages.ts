import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/shared/api/client'
import { SITE_MESSAGES_PAGE_SIZE } from '@/shared/constants'

// Site-message calls of shell §7 (reference §2.6), one module: fetchers, query options, hooks.
export interface SiteMessage {
  id: string
  subject: string
  message: string
  has_read: boolean
  date_created: string
  /** Who sent it (domain §3 Notification), as the server names them; empty for the system. */
  sender?: string
}

export const MESSAGES_KEY = ['site-messages', 'unread'] as const
const BASE = '/api/v1/notifications/site-message/'

export const getUnreadMessages = () =>
  api.get<{ count: number; results: SiteMessage[] }>(`${BASE}?offset=0&limit=${SITE_MESSAGES_PAGE_SIZE}&has_read=false`)

export const useUnreadMessages = (enabled: boolean) => useQuery({ queryKey: MESSAGES_KEY, queryFn: getUnreadMessages, enabled })

/** Mark one (ids) or all as read; a failure shows the response detail (shell §8), so no generic toast. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[] | 'all') =>
      ids === 'all' ? api.patch(`${BASE}mark-as-read-all/`, undefined, { silent: true }) : api.patch(`${BASE}mark-as-read/`, { ids }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  })
}
