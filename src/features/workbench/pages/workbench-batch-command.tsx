// The workbench batch command (domain §2 workbench ops, ops.add_commandexecution; hidden unless
// SECURITY_COMMAND_EXECUTION): the generic batch command over the assets and nodes granted to the user.
import { BatchCommand } from '@/generic/ops/batch-command'
import { MY_ASSETS_URL } from '../api/my-assets'
import { MY_NODES, myNodeAssetsUrl } from '../api/my-nodes'

export default function WorkbenchBatchCommandPage() {
  return (
    <BatchCommand
      title="shell:menu.batchCommand"
      assetsUrl={MY_ASSETS_URL}
      systemUsersUrl="/api/v1/assets/system-users/suggestions/"
      nodes={MY_NODES}
      assetsOfNode={myNodeAssetsUrl}
    />
  )
}
