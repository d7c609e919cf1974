import { ListPage } from '@/generic/list/list-page'
import { userResource } from './user-resource'

export default function UserListPage() {
  return <ListPage config={userResource} />
}
