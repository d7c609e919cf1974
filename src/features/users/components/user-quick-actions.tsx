// The quick-action card of a user's detail (domain §4; api/user-actions.ts): active on/off and the
// actions, each confirmed before it runs; one that cannot be used says why beside it.
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { useIsRootOrg, usePerms } from '@/generic/common/use-abilities'
import { QuickActionsCard, type QuickActionItem } from '@/generic/detail/quick-actions-card'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { sessionState } from '@/shared/state/session'
import { activeReason, QUICK_ACTIONS, quickActionReason, runQuickAction, type ActionContext } from '../api/user-actions'

export function UserQuickActions({ object, config }: { object: Row; config: ResourceConfig }) {
  const { t } = useTranslation('users')
  const ctx: ActionContext = { perms: usePerms(), rootOrg: useIsRootOrg(), self: useSnapshot(sessionState).profile?.id ?? '' }
  const navigate = useNavigate()
  const why = (key: string | null) => (key ? t(`reasons.${key}`) : null)
  const name = String(object.name ?? object.username)
  const actions: QuickActionItem[] = [
    { kind: 'switch', label: t('actions.active'), field: 'is_active', checked: Boolean(object.is_active), reason: why(activeReason(object, ctx)) },
    ...QUICK_ACTIONS.map((action): QuickActionItem => ({
      kind: 'button',
      label: t(`actions.${action}`),
      reason: why(quickActionReason(action, object, ctx)),
      confirm: t(action === 'resetPassword' ? 'actions.confirmResetPassword' : 'actions.confirm', { name }),
      run: () => runQuickAction(action, object.id),
      done: t(`actions.${action}Done`),
      after: action === 'remove' ? () => navigate(config.routes.list) : undefined,
    })),
  ]
  return <QuickActionsCard title={t('actions.tab')} object={object} config={config} actions={actions} />
}
