// A node tree (domain §2: the console's asset list and the workbench's assets, each "with the node
// tree"): the root nodes first, each node's children fetched only when it is opened, never every node
// or asset, so an org of 20k assets opens as fast as a small one. Choosing a node scopes a list. The
// caller names where the nodes come from: the org's nodes, or the nodes granted to the user.
// Keyboard (issue 23): the arrows move and open or close a node, Enter or Space chooses the focused node;
// where the caller gives node actions, right-click, the Menu key or Shift+F10 opens them in a menu.
import {
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  Spinner,
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  tokens,
  type TreeOpenChangeData,
} from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useState, type KeyboardEvent, type MouseEvent } from 'react'
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

/** One entry of a node's menu. */
export interface NodeMenuItem {
  key: string
  label: string
  disabled?: boolean
  run: (node: NodeRow) => void
}

/** The org's nodes (GET nodes/children/?id=, reference: NodeChildrenApi): the asset list's and the batch command's tree. */
export const ORG_NODES: NodeSource = {
  nodesUrl: '/api/v1/assets/nodes/',
  childrenUrl: (parent) => `/api/v1/assets/nodes/children/${parent ? `?id=${encodeURIComponent(parent.id)}` : ''}`,
}

/**
 * The roots of what the first level lists. The server answers nodes/children/ without an id, in an
 * organisation, with the organisation's root node and its children (NodeChildrenApi, with_self): only
 * the nodes under none of the others are the tree's roots; the children come again under their parent.
 */
export const topNodes = (nodes: readonly NodeRow[]): NodeRow[] => nodes.filter((n) => !nodes.some((o) => o !== n && n.key.startsWith(`${o.key}:`)))

const useStyles = makeStyles({
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
})

/** The keys that open a node's menu from the keyboard (besides the contextmenu event they usually raise). */
const opensMenu = (e: KeyboardEvent) => e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)

interface LevelProps {
  source: NodeSource
  parent: NodeRow | null
  chosen: string | null
  onChoose: (node: NodeRow) => void
  open: Set<string>
  onMenu?: (node: NodeRow, target: HTMLElement) => void
}

function Level({ source, parent, chosen, onChoose, open, onMenu }: LevelProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  // Under the resource's key, so a change to its nodes refreshes the tree (STYLE 2); a node is known by its id.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const children = useQuery({
    queryKey: queryKeys.nodeChildren(source.nodesUrl, parent?.id ?? 'root'),
    queryFn: () => api.get<NodeRow[]>(source.childrenUrl(parent)),
    select: parent ? undefined : topNodes,
  })
  // A tree holds only tree items (ARIA): the spinner is one while the level loads.
  if (children.isLoading)
    return (
      <TreeItem itemType="leaf" value={`${parent?.id ?? 'root'}-loading`} aria-busy>
        <TreeItemLayout>
          <Spinner size="tiny" label={t('tree.loading')} />
        </TreeItemLayout>
      </TreeItem>
    )
  // Events of a nested node bubble through its ancestors' items: only the focused item's own count.
  const onKeyDown = (node: NodeRow) => (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      onChoose(node)
    } else if (onMenu && opensMenu(e)) {
      e.preventDefault()
      onMenu(node, e.currentTarget)
    }
  }
  const onContextMenu = (node: NodeRow) => (e: MouseEvent<HTMLDivElement>) => {
    if (!onMenu) return
    const item = (e.target as HTMLElement).closest('[role="treeitem"]')
    if (item !== e.currentTarget) return
    e.preventDefault()
    onMenu(node, e.currentTarget)
  }
  return (
    <>
      {(children.data ?? []).map((node) => (
        <TreeItem
          key={node.id}
          itemType="branch"
          value={node.id}
          data-node-key={node.key}
          aria-haspopup={onMenu ? 'menu' : undefined}
          onKeyDown={onKeyDown(node)}
          onContextMenu={onContextMenu(node)}
        >
          <TreeItemLayout
            className={node.id === chosen ? styles.chosen : undefined}
            onClick={() => onChoose(node)}
            aria-current={node.id === chosen ? 'true' : undefined}
          >
            {node.value}
          </TreeItemLayout>
          <Tree>
            {open.has(node.id) ? (
              <Level source={source} parent={node} chosen={chosen} onChoose={onChoose} open={open} onMenu={onMenu} />
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
  menu,
}: {
  source: NodeSource
  label: string
  chosen: string | null
  onChoose: (node: NodeRow) => void
  /** The actions of a node, offered in its context menu; none, no menu. */
  menu?: (node: NodeRow) => NodeMenuItem[]
}) {
  const { t } = useTranslation('generic')
  const [open, setOpen] = useState<Set<string>>(new Set())
  const [menuOf, setMenuOf] = useState<{ node: NodeRow; target: HTMLElement } | null>(null)
  // The node's actions apply to it: it becomes the chosen one, as a click would make it.
  const openMenu = (node: NodeRow, target: HTMLElement) => {
    onChoose(node)
    setMenuOf({ node, target })
  }
  const closeMenu = () => {
    const target = menuOf?.target
    setMenuOf(null)
    // Back on the node the menu was opened from, where a keyboard user left off.
    if (target?.isConnected) target.focus()
  }
  return (
    <>
      <Tree
        aria-label={label}
        openItems={[...open]}
        onOpenChange={(_, d: TreeOpenChangeData) => setOpen(new Set([...d.openItems].map(String)))}
      >
        <Level source={source} parent={null} chosen={chosen} onChoose={onChoose} open={open} onMenu={menu ? openMenu : undefined} />
      </Tree>
      {menu && menuOf && (
        <Menu open onOpenChange={(_, d) => !d.open && closeMenu()} positioning={{ target: menuOf.target, position: 'below', align: 'start' }}>
          <MenuPopover>
            <MenuList aria-label={t('tree.menuOf', { name: menuOf.node.value })}>
              {menu(menuOf.node).map((item) => (
                <MenuItem
                  key={item.key}
                  disabled={item.disabled}
                  onClick={() => {
                    const node = menuOf.node
                    closeMenu()
                    item.run(node)
                  }}
                >
                  {item.label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </>
  )
}
