import { TicketDetail } from '../components/ticket-detail'

export default function LoginConfirmTicketDetailPage() {
  return <TicketDetail type="login_confirm" />
}
