// The quick-action card beside a detail's basic information (domain §4 user actions, §3 a permission's
// Active switch): labelled switches that save a field at once, and buttons that run an action once
// confirmed. One that cannot be used says why beside it (the reason is also its accessible description)
// instead of being greyed out in silence (issue 23).
import { Button, Card, Switch, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { notify } from '@/generic/common/toast'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'

interface QuickActionBase {
  /** Its label, in words. */
  label: string
  /** Why it cannot be used, in words; null when it can. */
  reason: string | null
}

/** A switch that PATCHes the object's `field` as soon as it is turned, then reads the object again. */
export interface QuickSwitch extends QuickActionBase {
  kind: 'switch'
  field: string
  checked: boolean
}

/** A button that asks `confirm`, then runs, says `done` and reads the object again, then `after`. */
export interface QuickButton extends QuickActionBase {
  kind: 'button'
  confirm: string
  run: () => Promise<unknown>
  done: string
  after?: () => void
}

export type QuickActionItem = QuickSwitch | QuickButton

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  title: { margin: 0, fontSize: tokens.fontSizeBase400 },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, alignItems: 'flex-start' },
  reason: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
})

function Item({ action, onSwitch, onAsk }: { action: QuickActionItem; onSwitch: (field: string, on: boolean) => void; onAsk: () => void }) {
  const styles = useStyles()
  const id = useId()
  const described = action.reason ? id : undefined
  return (
    <div className={styles.item}>
      {action.kind === 'switch' ? (
        <Switch label={action.label} checked={action.checked} disabled={Boolean(action.reason)} aria-describedby={described} onChange={(_, d) => onSwitch(action.field, d.checked)} />
      ) : (
        <Button disabledFocusable={Boolean(action.reason)} aria-describedby={described} onClick={onAsk}>
          {action.label}
        </Button>
      )}
      {action.reason && (
        <Text id={id} className={styles.reason}>
          {action.reason}
        </Text>
      )}
    </div>
  )
}

/** The card of `actions` on the detail of `object`, a row of `config`'s resource, under the heading `title`. */
export function QuickActionsCard({ title, object, config, actions }: { title: string; object: Row; config: ResourceConfig; actions: readonly QuickActionItem[] }) {
  const styles = useStyles()
  const { t } = useTranslation(['generic', 'errors'])
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<QuickButton | null>(null)
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.resource(config.url) })
  const save = async (field: string, on: boolean) => {
    await api.patch(`${config.url}${encodeURIComponent(object.id)}/`, { [field]: on })
    notify({ intent: 'success', text: t('errors:updateSuccess') })
    await reload()
  }
  const run = async (action: QuickButton) => {
    setAsking(null)
    await action.run()
    notify({ intent: 'success', text: action.done })
    // A list read before may still be cached: it is read again (without a user just removed).
    await reload()
    action.after?.()
  }
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {actions.map((action) => (
        <Item key={action.label} action={action} onSwitch={(field, on) => void save(field, on)} onAsk={() => action.kind === 'button' && setAsking(action)} />
      ))}
      <ConfirmActionDialog
        open={Boolean(asking)}
        title={asking?.label ?? ''}
        message={asking?.confirm ?? ''}
        confirmLabel={t('confirm.submit')}
        cancelLabel={t('confirmDelete.cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void run(asking)}
      />
    </Card>
  )
}
