import { DetailPage } from '@/generic/detail/detail-page'
import { userResource } from './user-resource'

export default function UserDetailPage() {
  return <DetailPage config={userResource} />
}
