// Quick actions of the user detail (domain §4: users can be unblocked, have MFA reset, be unbound from
// WeCom / DingTalk, be removed from the organisation), each offered when it applies and confirmed;
// they need users.change_user (removal users.delete_user, and a real org: the root org has no members).
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { notify } from '@/generic/common/toast'
import { useIsRootOrg, usePerms } from '@/generic/common/use-abilities'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } })

type Action = 'unblock' | 'resetMfa' | 'unbindWecom' | 'unbindDingtalk' | 'remove'

const call = (action: Action, id: string) => {
  const user = encodeURIComponent(id)
  switch (action) {
    case 'unblock':
      return api.patch(`/api/v1/users/users/${user}/unblock/`, {})
    case 'resetMfa':
      return api.get(`/api/v1/users/users/${user}/mfa/reset/`)
    case 'unbindWecom':
      return api.post(`/api/v1/authentication/wecom/qr/unbind/${user}/`, {})
    case 'unbindDingtalk':
      return api.post(`/api/v1/authentication/dingtalk/qr/unbind/${user}/`, {})
    case 'remove':
      return api.post(`/api/v1/users/users/${user}/remove/`, {})
  }
}

export function UserActionsTab({ object, config }: { object: Row; config: ResourceConfig }) {
  const styles = useStyles()
  const { t } = useTranslation(['users', 'generic', 'errors'])
  const perms = usePerms()
  const rootOrg = useIsRootOrg()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<Action | null>(null)
  const change = perms.has('users.change_user')
  const offered: Array<[Action, boolean]> = [
    ['unblock', change && Boolean(object.login_blocked)],
    ['resetMfa', change && Boolean(object.mfa_enabled || object.is_otp_secret_key_bound)],
    ['unbindWecom', change && Boolean(object.is_wecom_bound)],
    ['unbindDingtalk', change && Boolean(object.is_dingtalk_bound)],
    ['remove', perms.has('users.delete_user') && !rootOrg],
  ]
  const run = async (action: Action) => {
    setAsking(null)
    await call(action, object.id)
    notify({ intent: 'success', text: t(`actions.${action}Done`) })
    if (action === 'remove') navigate(config.routes.list)
    else await queryClient.invalidateQueries({ queryKey: queryKeys.resource(config.url) })
  }
  return (
    <div className={styles.row}>
      {offered.map(([action, enabled]) => (
        <Button key={action} disabled={!enabled} onClick={() => setAsking(action)}>
          {t(`actions.${action}`)}
        </Button>
      ))}
      <ConfirmActionDialog
        open={Boolean(asking)}
        title={asking ? t(`actions.${asking}`) : ''}
        message={t('actions.confirm', { name: String(object.name ?? object.username) })}
        confirmLabel={t('generic:confirm.submit')}
        cancelLabel={t('generic:confirmDelete.cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      />
    </div>
  )
}
