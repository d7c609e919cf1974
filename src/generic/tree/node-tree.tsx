// A node tree (domain §2: the console's asset list and the workbench's assets, each "with the node
// tree"): the root nodes first, each node's children fetched only when it is opened, never every node
// or asset, so an org of 20k assets opens as fast as a small one. Choosing a node scopes a list. The
// caller names where the nodes come from: the org's nodes, or the nodes granted to the user.
import {
  Tree,
  TreeItem,
  TreeItemLayout,
  Spinner,
  makeStyles,
  tokens,
  type TreeOpenChangeData,
} from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

export interface NodeRow {
  id: string
  key: string
  value: string
  full_value?: string
}

/** Where a tree's nodes come from: the children URL of a parent (null: the roots), cached under `nodesUrl`. */
export interface NodeSource {
  nodesUrl: string
  childrenUrl: (parent: NodeRow | null) => string
}

/** The org's nodes (GET nodes/children/?id=, reference: NodeChildrenApi): the asset list's and the batch command's tree. */
export const ORG_NODES: NodeSource = {
  nodesUrl: '/api/v1/assets/nodes/',
  childrenUrl: (parent) => `/api/v1/assets/nodes/children/${parent ? `?id=${encodeURIComponent(parent.id)}` : ''}`,
}

const useStyles = makeStyles({
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
})

interface LevelProps {
  source: NodeSource
  parent: NodeRow | null
  chosen: string | null
  onChoose: (node: NodeRow) => void
  open: Set<string>
}

function Level({ source, parent, chosen, onChoose, open }: LevelProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  // Under the resource's key, so a change to its nodes refreshes the tree (STYLE 2); a node is known by its id.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const children = useQuery({
    queryKey: queryKeys.nodeChildren(source.nodesUrl, parent?.id ?? 'root'),
    queryFn: () => api.get<NodeRow[]>(source.childrenUrl(parent)),
  })
  if (children.isLoading) return <Spinner size="tiny" label={t('tree.loading')} />
  return (
    <>
      {(children.data ?? []).map((node) => (
        <TreeItem key={node.id} itemType="branch" value={node.id} data-node-key={node.key}>
          <TreeItemLayout
            className={node.id === chosen ? styles.chosen : undefined}
            onClick={() => onChoose(node)}
            aria-current={node.id === chosen ? 'true' : undefined}
          >
            {node.value}
          </TreeItemLayout>
          <Tree>
            {open.has(node.id) ? (
              <Level source={source} parent={node} chosen={chosen} onChoose={onChoose} open={open} />
            ) : (
              <TreeItem itemType="leaf" value={`${node.id}-placeholder`} />
            )}
          </Tree>
        </TreeItem>
      ))}
    </>
  )
}

export function NodeTree({
  source,
  label,
  chosen,
  onChoose,
}: {
  source: NodeSource
  label: string
  chosen: string | null
  onChoose: (node: NodeRow) => void
}) {
  const [open, setOpen] = useState<Set<string>>(new Set())
  return (
    <Tree
      aria-label={label}
      openItems={[...open]}
      onOpenChange={(_, d: TreeOpenChangeData) => setOpen(new Set([...d.openItems].map(String)))}
    >
      <Level source={source} parent={null} chosen={chosen} onChoose={onChoose} open={open} />
    </Tree>
  )
}
