import { TicketList } from '../components/ticket-list'

export default function AssignedTicketListPage() {
  return <TicketList scope="assigned" />
}
