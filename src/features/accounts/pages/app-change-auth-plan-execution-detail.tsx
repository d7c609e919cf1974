// One execution of a plan (domain §2 console/accounts: app-change-auth-plan-execution-detail): its fields, read only.
import { ObjectPage } from '@/generic/detail/object-page'
import { EXECUTIONS } from '../plans'

export default function ExecutionDetail() {
  return <ObjectPage url={EXECUTIONS.app} kind="accounts:names.Execution" nameOf={(e) => String(e.date_start ?? e.id)} />
}
