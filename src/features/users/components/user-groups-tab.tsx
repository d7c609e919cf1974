// The "User groups" tab of the user detail (domain §2 users/{id}): the groups the user belongs to,
// as text. Shown to those who may view user groups (users.view_usergroup).
import { useTranslation } from 'react-i18next'
import type { Row } from '@/generic/resource-config'

export function UserGroupsTab({ object }: { object: Row }) {
  const { t } = useTranslation('users')
  const groups = Array.isArray(object.groups_display) ? object.groups_display.map(String) : []
  if (groups.length === 0) return <p>{t('detail.noGroups')}</p>
  return (
    <ul aria-label={t('columns.groups')}>
      {groups.map((g) => (
        <li key={g}>{g}</li>
      ))}
    </ul>
  )
}
