// Tickets assigned to a user and still open (shell §7): the navbar's badge counts them; approving or
// rejecting a ticket invalidates them.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { TICKET_BADGE_PAGE_SIZE } from '@/shared/constants'
import { api } from './client'
import { queryKeys } from './query-keys'

export const assignedTicketsUrl = (userId: string) =>
  `/api/v1/tickets/tickets/?assignees__id=${encodeURIComponent(userId)}&status=open&offset=0&limit=${TICKET_BADGE_PAGE_SIZE}&display=1&draw=1`

export const getAssignedTickets = (userId: string) => api.get<{ count: number }>(assignedTicketsUrl(userId))

export const assignedTicketsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.assignedTickets(userId), queryFn: () => getAssignedTickets(userId) })

export const useAssignedTicketCount = (userId: string, { enabled = true } = {}) => {
  const query = useQuery({ ...assignedTicketsQueryOptions(userId), enabled })
  return query.data?.count ?? 0
}
