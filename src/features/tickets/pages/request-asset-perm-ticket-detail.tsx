import { TicketDetail } from '../components/ticket-detail'

export default function RequestAssetPermTicketDetailPage() {
  return <TicketDetail type="apply_asset" />
}
