// The system users (login users) a user, or a user group's members, may use on one granted asset, in the
// Granted assets tab of the user's or the group's detail (as the real console's "Show" in that column): read
// on demand, one asset at a time (perms/users|user-groups/{id}/assets/{asset}/system-users/), then said by name. Without
// the permission the server asks for, the button says why; a failed read is said in words.
import { Spinner, Text } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReasonedButton } from '@/generic/common/reasoned-button'
import { useErrorText } from '@/generic/common/query-state'
import { usePerms } from '@/generic/common/use-abilities'
import type { Row } from '@/generic/resource-config'
import { useAssetLoginUsers, VIEW_LOGIN_USERS, type GrantHolder } from '../api/user-asset-login-users'

export function GrantedSystemUsers({ holder, of, asset }: { holder: GrantHolder; of: Row; asset: Row }) {
  const { t } = useTranslation('users')
  const perms = usePerms()
  const errorText = useErrorText()
  const [shown, setShown] = useState(false)
  const names = useAssetLoginUsers(holder, String(of.id), String(asset.id), shown)
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
