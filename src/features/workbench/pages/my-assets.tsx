import { pathOf } from '@/shared/access/route-table'
import { MY_ASSETS_URL } from '../api/my-assets'
import { GrantedList } from '../components/granted-list'

/** Workbench assets (domain §2, perms.view_myassets). */
export default function MyAssetsPage() {
  return (
    <GrantedList
      listName="MyAssets"
      path={pathOf('MyAssets')}
      title="menu.myAssets"
      url={MY_ASSETS_URL}
      kind="asset"
    />
  )
}
