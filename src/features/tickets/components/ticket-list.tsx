// My tickets and assigned tickets (domain §2 tickets/my-tickets, assigned-tickets) through the generic
// list: the tickets list filtered by applicant or by the current step's assignee (reference §2.7),
// titles linking to the typed detail, the state as its label (domain §4: Open, Approved, Rejected, Closed).
import { Link } from 'react-router'
import { useSnapshot } from 'valtio'
import { ListPage } from '@/generic/list/list-page'
import { routeBuilders, type ResourceConfig } from '@/generic/resource-config'
import { useCan } from '@/shared/access/use-can'
import { i18next } from '@/shared/i18n'
import { formatServerDate } from '@/shared/lib/dates'
import { sessionState } from '@/shared/state/session'
import { TICKETS_URL, ticketDetailPath, ticketPaths } from '../paths'

export const stateLabel = (state: unknown) =>
  i18next.t(`tickets:state.${String(state)}`, { defaultValue: String(state ?? '') })

export function TicketList({ scope }: { scope: 'mine' | 'assigned' }) {
  const { profile } = useSnapshot(sessionState)
  const me = profile?.id ?? ''
  // Whoever may open tickets (tickets.add_ticket, the open/ call) creates them from My tickets.
  const mayOpen = useCan()(['tickets.add_ticket'])
  const config: ResourceConfig = {
    key: scope === 'mine' ? 'MyTicketList' : 'AssignedTicketList',
    url: TICKETS_URL,
    perms: { app: 'tickets', model: 'ticket' },
    routes: {
      ...routeBuilders(scope === 'mine' ? ticketPaths.myTickets() : ticketPaths.assigned()),
      create: () => ticketPaths.requestAssetPerm(),
    },
    title: scope === 'mine' ? 'shell:menu.myTickets' : 'shell:menu.assignedTickets',
    name: 'tickets:names.Ticket',
    nameField: 'title',
    listQuery: scope === 'mine' ? { applicant: me } : { assignees__id: me },
    columns: [
      { key: 'serial_num' },
      {
        key: 'title',
        render: (row) => <Link to={ticketDetailPath(row.type, row.id)}>{String(row.title ?? '')}</Link>,
      },
      { key: 'type_display' },
      // The server's list items name the applicant only in rel_snapshot (recorded-2.26.1, issue 27).
      {
        key: 'rel_snapshot',
        label: 'tickets:fields.applicant',
        render: (row) => String((row.rel_snapshot as { applicant?: unknown } | null)?.applicant ?? ''),
      },
      { key: 'org_name' },
      { key: 'state', label: 'tickets:fields.state', render: (row) => stateLabel(row.state) },
      {
        key: 'date_created',
        render: (row) => formatServerDate(row.date_created, 'medium', i18next.language) ?? '',
      },
    ],
    filters: ['title', 'type', 'state'],
    // Tickets are opened from their request forms and moved on by their approvers, never imported,
    // edited in bulk or deleted from these lists (issue 23: only what the user can do is shown).
    without: ['import', 'bulkUpdate', 'bulkDelete', 'rowEdit', 'rowClone', 'rowDelete'],
    createMenu:
      scope === 'mine'
        ? [
            { label: 'tickets:apply.assetTitle', to: ticketPaths.requestAssetPerm(), disabled: !mayOpen },
            { label: 'tickets:apply.applicationTitle', to: ticketPaths.requestApplicationPerm(), disabled: !mayOpen },
          ]
        : undefined,
  }
  return <ListPage key={config.key} config={config} />
}
