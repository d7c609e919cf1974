import { TicketDetail } from '../components/ticket-detail'

export default function CommandConfirmTicketDetailPage() {
  return <TicketDetail type="command_confirm" />
}
