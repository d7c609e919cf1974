import { ApplyForm } from '../components/apply-form'

export default function RequestApplicationPermTicketCreatePage() {
  return <ApplyForm kind="apply_application" />
}
