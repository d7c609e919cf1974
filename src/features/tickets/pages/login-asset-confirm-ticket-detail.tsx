import { TicketDetail } from '../components/ticket-detail'

export default function LoginAssetConfirmTicketDetailPage() {
  return <TicketDetail type="login_asset_confirm" />
}
