import { TicketList } from '../components/ticket-list'

export default function MyTicketListPage() {
  return <TicketList scope="mine" />
}
