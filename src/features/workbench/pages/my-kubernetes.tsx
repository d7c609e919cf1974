import { pathOf } from '@/shared/access/route-table'
import { GrantedList, MY_APPS_URL } from '../components/granted-list'

/** Workbench apps, category cloud (domain §2, perms.view_myapps). */
export default function MyKubernetesPage() {
  return (
    <GrantedList
      listName="MyKubernetes"
      path={pathOf('MyKubernetes')}
      title="menu.kubernetes"
      url={MY_APPS_URL}
      query={{ category: 'cloud' }}
      kind="application"
    />
  )
}
