// Where a ticket opens (domain §2 tickets/*): the typed detail route of its type, else tickets/{id}.
import { pathOf } from '@/shared/access/route-table'

const DETAIL_BY_TYPE: Record<string, string> = {
  apply_asset: 'RequestAssetPermTicketDetail',
  apply_application: 'RequestApplicationPermTicketDetail',
  login_asset_confirm: 'LoginAssetConfirmTicketDetail',
  login_confirm: 'LoginConfirmTicketDetail',
  command_confirm: 'CommandConfirmTicketDetail',
}

export const ticketDetailPath = (type: unknown, id: string) =>
  pathOf(DETAIL_BY_TYPE[String(type)] ?? 'TicketDetail', { id })

/** The ticket API of a type (reference: apply-asset-tickets, apply-app-tickets…), else the generic one. */
const API_BY_TYPE: Record<string, string> = {
  apply_asset: '/api/v1/tickets/apply-asset-tickets/',
  apply_application: '/api/v1/tickets/apply-app-tickets/',
  login_confirm: '/api/v1/tickets/apply-login-tickets/',
  login_asset_confirm: '/api/v1/tickets/apply-login-asset-tickets/',
  command_confirm: '/api/v1/tickets/apply-command-tickets/',
}
export const TICKETS_URL = '/api/v1/tickets/tickets/'
export const ticketApi = (type: string | undefined) => (type && API_BY_TYPE[type]) || TICKETS_URL

export const ticketPaths = {
  myTickets: () => pathOf('MyTicketList'),
  assigned: () => pathOf('AssignedTicketList'),
  requestAssetPerm: () => pathOf('RequestAssetPermTicketCreate'),
  requestApplicationPerm: () => pathOf('RequestApplicationPermTicketCreate'),
}
