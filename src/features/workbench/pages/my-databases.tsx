import { pathOf } from '@/shared/access/route-table'
import { GrantedList, MY_APPS_URL } from '../components/granted-list'

/** Workbench apps, category db (domain §2, perms.view_myapps). */
export default function MyDatabasesPage() {
  return (
    <GrantedList
      listName="MyDatabases"
      path={pathOf('MyDatabases')}
      title="menu.databases"
      url={MY_APPS_URL}
      query={{ category: 'db' }}
      kind="application"
    />
  )
}
