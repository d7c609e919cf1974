// The console's batch command (domain §2 console/ops/command-executions/create): the generic page.
import { BatchCommand as BatchCommandPage } from '@/generic/ops/batch-command'

export default function BatchCommand() {
  return <BatchCommandPage title="shell:menu.batchCommand" />
}
