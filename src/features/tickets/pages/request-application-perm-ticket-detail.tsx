import { TicketDetail } from '../components/ticket-detail'

export default function RequestApplicationPermTicketDetailPage() {
  return <TicketDetail type="apply_application" />
}
