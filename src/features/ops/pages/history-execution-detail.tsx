// One execution of a task (domain §2 console/ops/executions/{id}): its fields, read only.
import { ObjectPage } from '@/generic/detail/object-page'
import { EXECUTIONS } from '../urls'

export default function HistoryExecutionDetail() {
  return <ObjectPage url={EXECUTIONS} kind="ops:names.Execution" nameOf={(e) => String(e.short_id ?? e.id)} />
}
