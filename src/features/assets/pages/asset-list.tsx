// The asset list with its node tree (domain §2 console/assets/assets): the tree on the left, lazily
// loaded; the generic list on the right scoped to the chosen node (?node_id=, with its subtree when
// "all" is on); the node actions (toolbar and context menu); and bulk "Add to node" / "Move to node" of the selected assets,
// which say "Select at least one asset or node" when none is (domain §5, §8).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, Switch } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import { ListPage } from '@/generic/list/list-page'
import { useResource } from '@/generic/resource-context'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { RemoteSelect } from '@/generic/select/remote-select'
import { NodeTree, ORG_NODES, type NodeRow } from '@/generic/tree/node-tree'
import { TreeBeside } from '@/generic/tree/tree-beside'
import { api } from '@/shared/api/client'
import { NodeActions, nodeOption, useNodeActions } from '../components/node-actions'
import { queryKeys } from '@/shared/api/query-keys'

type Move = { kind: 'add' | 'replace'; rows: Row[] } | null

export default function AssetList() {
  const { t } = useTranslation(['assets', 'errors', 'generic'])
  const config = useResource()
  const perms = usePerms()
  const queryClient = useQueryClient()
  const [node, setNode] = useState<NodeRow | null>(null)
  const [withChildren, setWithChildren] = useState(true)
  const [move, setMove] = useState<Move>(null)
  const [target, setTarget] = useState<string[]>([])
  const nodeActions = useNodeActions(setNode)

  const start = (kind: 'add' | 'replace') => (rows: Row[]) => {
    if (rows.length === 0) {
      notify({ intent: 'error', text: t('errors:selectAssetOrNode') })
      return
    }
    setTarget([])
    setMove({ kind, rows })
  }
  const scoped: ResourceConfig = useMemo(
    () => ({
      ...config,
      listQuery: node ? { node_id: node.id, ...(withChildren ? { all: '1' } : { show_current_asset: '1' }) } : undefined,
      // Create from context (issue 22): the chosen node is the new asset's node.
      routes: node ? { ...config.routes, create: (query) => config.routes.create({ nodes: node.id, ...query }) } : config.routes,
      bulkActions: [
        { label: 'assets:tree.addToNode', run: start('add'), disabled: !perms.has('assets.change_node') },
        { label: 'assets:tree.moveToNode', run: start('replace'), disabled: !perms.has('assets.change_node') },
      ],
    }),
    [config, node, withChildren, perms], // eslint-disable-line react-hooks/exhaustive-deps
  )
  const submitMove = async () => {
    if (!move) return
    await api.put(`/api/v1/assets/nodes/${target[0]}/assets/${move.kind}/`, { assets: move.rows.map((r) => r.id) })
    notify({ intent: 'success', text: t('errors:updateSuccess') })
    setMove(null)
    await queryClient.invalidateQueries({ queryKey: queryKeys.resource(config.url) })
  }

  return (
    <>
      <TreeBeside
        label={t('tree.label')}
        tree={
          <>
            <Button appearance={node ? 'subtle' : 'primary'} size="small" onClick={() => setNode(null)}>{t('tree.allAssets')}</Button>
            <NodeTree source={ORG_NODES} label={t('tree.label')} chosen={node?.id ?? null} onChoose={setNode} menu={nodeActions.items} />
            <NodeActions node={node} actions={nodeActions} />
            {node && <Switch label={t('tree.withChildren')} checked={withChildren} onChange={(_, d) => setWithChildren(d.checked)} />}
          </>
        }
      >
        <ListPage config={scoped} />
      </TreeBeside>
      {nodeActions.dialogs}
      <Dialog open={Boolean(move)} onOpenChange={(_, d) => !d.open && setMove(null)}>
        <ConsoleDialogSurface aria-label={t(move?.kind === 'add' ? 'tree.addToNode' : 'tree.moveToNode')}>
          <DialogBody>
            <DialogTitle>{t(move?.kind === 'add' ? 'tree.addToNode' : 'tree.moveToNode')}</DialogTitle>
            <DialogContent>
              <RemoteSelect url="/api/v1/assets/nodes/" value={target} onChange={setTarget} label={t('tree.node')} toOption={nodeOption} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setMove(null)}>{t('generic:confirmDelete.cancel')}</Button>
              <Button appearance="primary" disabled={target.length === 0} onClick={() => void submitMove()}>{t('generic:form.submit')}</Button>
            </DialogActions>
          </DialogBody>
        </ConsoleDialogSurface>
      </Dialog>
    </>
  )
}
