// The asset node tree (domain §2 assets/assets "with the node tree"): the org's root nodes first, each
// node's children fetched only when it is opened (GET nodes/children/?id=), never every node or asset,
// so an org of 20k assets opens as fast as a small one. Choosing a node scopes the asset list.
import { Tree, TreeItem, TreeItemLayout, Spinner, makeStyles, tokens, type TreeOpenChangeData } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@/shared/api/client'

export interface NodeRow {
  id: string
  key: string
  value: string
  full_value?: string
}

const useStyles = makeStyles({
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
})

export const NODE_CHILDREN = '/api/v1/assets/nodes/children/'
export const childrenKey = (parent: string | null) => ['resource', '/api/v1/assets/nodes/', 'children', parent ?? 'root'] as const

export function useChildren(parent: string | null, enabled = true) {
  return useQuery({
    queryKey: childrenKey(parent),
    queryFn: () => api.get<NodeRow[]>(parent ? `${NODE_CHILDREN}?id=${encodeURIComponent(parent)}` : NODE_CHILDREN),
    enabled,
  })
}

interface LevelProps {
  parent: string | null
  chosen: string | null
  onChoose: (node: NodeRow) => void
  open: Set<string>
}

function Level({ parent, chosen, onChoose, open }: LevelProps) {
  const styles = useStyles()
  const { t } = useTranslation('assets')
  const children = useChildren(parent)
  if (children.isLoading) return <Spinner size="tiny" label={t('tree.loading')} />
  return (
    <>
      {(children.data ?? []).map((node) => (
        <TreeItem key={node.id} itemType="branch" value={node.id} data-node-key={node.key}>
          <TreeItemLayout className={node.id === chosen ? styles.chosen : undefined} onClick={() => onChoose(node)} aria-current={node.id === chosen ? 'true' : undefined}>
            {node.value}
          </TreeItemLayout>
          <Tree>{open.has(node.id) ? <Level parent={node.id} chosen={chosen} onChoose={onChoose} open={open} /> : <TreeItem itemType="leaf" value={`${node.id}-placeholder`} />}</Tree>
        </TreeItem>
      ))}
    </>
  )
}

export function NodeTree({ chosen, onChoose }: { chosen: string | null; onChoose: (node: NodeRow) => void }) {
  const { t } = useTranslation('assets')
  const [open, setOpen] = useState<Set<string>>(new Set())
  return (
    <Tree
      aria-label={t('tree.label')}
      openItems={[...open]}
      onOpenChange={(_, d: TreeOpenChangeData) => setOpen(new Set([...d.openItems].map(String)))}
    >
      <Level parent={null} chosen={chosen} onChoose={onChoose} open={open} />
    </Tree>
  )
}
