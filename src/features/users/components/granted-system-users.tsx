// The system users (login users) a user may use on one granted asset, in the user's Granted assets tab (as the real
// console's "Show" in that column): read on demand, one asset at a time, from the administrator's variant
// of the user's login users (perms/users/{id}/assets/{asset}/system-users/), then said by name. Without
// the permission the server asks for, the button says why; a failed read is said in words.
import { Spinner, Text } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReasonedButton } from '@/generic/common/reasoned-button'
import { useErrorText } from '@/generic/common/query-state'
import { usePerms } from '@/generic/common/use-abilities'
import type { Row } from '@/generic/resource-config'
import { useUserAssetLoginUsers, VIEW_LOGIN_USERS } from '../api/user-asset-login-users'

export function GrantedSystemUsers({ user, asset }: { user: Row; asset: Row }) {
  const { t } = useTranslation('users')
  const perms = usePerms()
  const errorText = useErrorText()
  const [shown, setShown] = useState(false)
  const names = useUserAssetLoginUsers(String(user.id), String(asset.id), shown)
  if (!shown) {
    return (
      <ReasonedButton
        size="small"
        appearance="subtle"
        reason={perms.has(VIEW_LOGIN_USERS) ? null : t('grantedSystemUsers.noPermission')}
        aria-label={t('grantedSystemUsers.showOn', { asset: String(asset.hostname ?? '') })}
        onClick={() => setShown(true)}
      >
        {t('grantedSystemUsers.show')}
      </ReasonedButton>
    )
  }
  if (names.isPending) return <Spinner size="extra-tiny" label={t('grantedSystemUsers.reading')} />
  if (names.isError) return <Text role="alert">{errorText(names.error)}</Text>
  return <Text>{names.data.length ? names.data.join(', ') : t('grantedSystemUsers.none')}</Text>
}
