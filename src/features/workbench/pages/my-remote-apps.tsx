import { pathOf } from '@/shared/access/route-table'
import { GrantedList, MY_APPS_URL } from '../components/granted-list'

/** Workbench apps, category remote_app (domain §2, perms.view_myapps). */
export default function MyRemoteAppsPage() {
  return (
    <GrantedList
      listName="MyRemoteApps"
      path={pathOf('MyRemoteApps')}
      title="menu.remoteApps"
      url={MY_APPS_URL}
      query={{ category: 'remote_app' }}
      kind="application"
    />
  )
}
