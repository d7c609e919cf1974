// A user's detail (domain §2 console/users/{id}): the generic detail page (back, title, Update, Delete,
// remembered tab) with the user's own tabs: components/user-detail-tabs.tsx.
import { useMemo } from 'react'
import { DetailPage } from '@/generic/detail/detail-page'
import { useResource } from '@/generic/resource-context'
import { userDetailTabs } from '../components/user-detail-tabs'

export default function UserDetail() {
  const config = useResource()
  const withTabs = useMemo(() => ({ ...config, detailTabs: userDetailTabs }), [config])
  return <DetailPage config={withTabs} />
}
