// Workbench assets (domain §2 workbench "my assets with the node tree", perms.view_myassets): the nodes
// granted to the user on the left, one level at a time; choosing one lists that node's granted assets
// (its subtree included), "All assets" every granted asset.
import { Button } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NodeTree, type NodeRow } from '@/generic/tree/node-tree'
import { TreeBeside } from '@/generic/tree/tree-beside'
import { pathOf } from '@/shared/access/route-table'
import { MY_ASSETS_URL } from '../api/my-assets'
import { MY_NODES, myNodeAssetsUrl } from '../api/my-nodes'
import { GrantedList } from '../components/granted-list'

export default function MyAssetsPage() {
  const { t } = useTranslation('workbench')
  const [node, setNode] = useState<NodeRow | null>(null)
  return (
    <TreeBeside
      label={t('tree.label')}
      tree={
        <>
          <Button appearance={node ? 'subtle' : 'primary'} size="small" onClick={() => setNode(null)}>
            {t('tree.allAssets')}
          </Button>
          <NodeTree source={MY_NODES} label={t('tree.label')} chosen={node?.id ?? null} onChoose={setNode} />
        </>
      }
    >
      <GrantedList
        listName="MyAssets"
        path={pathOf('MyAssets')}
        title="menu.myAssets"
        url={node ? myNodeAssetsUrl(node) : MY_ASSETS_URL}
        kind="asset"
      />
    </TreeBeside>
  )
}
