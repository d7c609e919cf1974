// The quick-action card of a user's detail (domain §4; api/user-actions.ts): active on/off and the
// actions, each confirmed before it runs; one that cannot be used says why beside it (the reason is also
// the button's accessible description) instead of being greyed out in silence.
import { Button, Card, Switch, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { queryKeys } from '@/shared/api/query-keys'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { notify } from '@/generic/common/toast'
import { useIsRootOrg, usePerms } from '@/generic/common/use-abilities'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { sessionState } from '@/shared/state/session'
import { activeReason, QUICK_ACTIONS, quickActionReason, runQuickAction, setActive, type ActionContext, type QuickAction } from '../api/user-actions'

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase400 },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
  reason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
})

function Item({ label, reason, onRun }: { label: string; reason: string | null; onRun: () => void }) {
  const styles = useStyles()
  const id = useId()
  return (
    <div className={styles.item}>
      <Button disabledFocusable={Boolean(reason)} aria-describedby={reason ? id : undefined} onClick={onRun}>
        {label}
      </Button>
      {reason && (
        <Text id={id} className={styles.reason}>
          {reason}
        </Text>
      )}
    </div>
  )
}

export function UserQuickActions({ object, config }: { object: Row; config: ResourceConfig }) {
  const styles = useStyles()
  const { t } = useTranslation(['users', 'generic', 'errors'])
  const ctx: ActionContext = { perms: usePerms(), rootOrg: useIsRootOrg(), self: useSnapshot(sessionState).profile?.id ?? '' }
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<QuickAction | null>(null)
  const switchReason = useId()
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.resource(config.url) })
  const why = (key: string | null) => (key ? t(`reasons.${key}`) : null)
  const run = async (action: QuickAction) => {
    setAsking(null)
    await runQuickAction(action, object.id)
    notify({ intent: 'success', text: t(`actions.${action}Done`) })
    // The list read before may still be cached: it is read again, without the removed user.
    await reload()
    if (action === 'remove') navigate(config.routes.list)
  }
  const toggle = async (active: boolean) => {
    await setActive(object.id, active)
    notify({ intent: 'success', text: t('errors:updateSuccess') })
    await reload()
  }
  const activeWhy = why(activeReason(object, ctx))
  return (
    <Card className={styles.card} role="region" aria-label={t('actions.tab')}>
      <h2 className={styles.title}>{t('actions.tab')}</h2>
      <div className={styles.item}>
        <Switch
          label={t('actions.active')}
          checked={Boolean(object.is_active)}
          disabled={Boolean(activeWhy)}
          aria-describedby={activeWhy ? switchReason : undefined}
          onChange={(_, d) => void toggle(d.checked)}
        />
        {activeWhy && (
          <Text id={switchReason} className={styles.reason}>
            {activeWhy}
          </Text>
        )}
      </div>
      {QUICK_ACTIONS.map((action) => (
        <Item key={action} label={t(`actions.${action}`)} reason={why(quickActionReason(action, object, ctx))} onRun={() => setAsking(action)} />
      ))}
      <ConfirmActionDialog
        open={Boolean(asking)}
        title={asking ? t(`actions.${asking}`) : ''}
        message={asking ? t(asking === 'resetPassword' ? 'actions.confirmResetPassword' : 'actions.confirm', { name: String(object.name ?? object.username) }) : ''}
        confirmLabel={t('generic:confirm.submit')}
        cancelLabel={t('generic:confirmDelete.cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      />
    </Card>
  )
}
