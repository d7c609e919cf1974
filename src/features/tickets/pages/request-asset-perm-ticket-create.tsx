import { ApplyForm } from '../components/apply-form'

export default function RequestAssetPermTicketCreatePage() {
  return <ApplyForm kind="apply_asset" />
}
