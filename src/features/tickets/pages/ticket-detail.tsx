import { TicketDetail } from '../components/ticket-detail'

export default function TicketDetailPage() {
  return <TicketDetail />
}
