// The profile's API keys (domain §2 profile/key, authentication.view_accesskey): the user's own
// keys with their IDs and masked secrets (shell §9), each copyable; create, enable or disable, and
// delete after a confirmation, each behind its own permission.
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { resourceOf } from '@/generic/common/api'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { SecretValue } from '@/generic/common/secret-value'
import type { TableColumn } from '@/generic/list/data-table'
import { displayValue } from '@/generic/list/list-columns'
import type { Row } from '@/generic/resource-config'
import { useCan } from '@/shared/access/use-can'
import { formatServerDate } from '@/shared/lib/dates'
import { OwnListPage, idColumn, useOwnAction, useOwnRows } from '../own-list'

const URL = '/api/v1/authentication/access-keys/'
const keys = resourceOf(URL)

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
})

export default function ApiKeyPage() {
  const { t, i18n } = useTranslation('profile')
  const styles = useStyles()
  const can = useCan()
  const { rows, loading } = useOwnRows(URL)
  const [deleting, setDeleting] = useState<Row | null>(null)
  const create = useOwnAction(URL, () => keys.create({}), () => t('apiKey.created'))
  const toggle = useOwnAction(URL, (row: Row) => keys.partialUpdate(row.id, { is_active: !row.is_active }), (row) => t(row.is_active ? 'apiKey.disabled' : 'apiKey.enabled'))
  const remove = useOwnAction(URL, (row: Row) => keys.delete(row.id), () => t('apiKey.deleted'), () => setDeleting(null))
  const busy = create.isPending || toggle.isPending || remove.isPending

  const columns: TableColumn[] = [
    idColumn(t('apiKey.columns.id'), t('apiKey.copyId')),
    {
      key: 'secret',
      label: t('apiKey.columns.secret'),
      width: 380,
      render: (row) => <SecretValue secret={String(row.secret ?? '')} labels={{ show: t('apiKey.show'), hide: t('apiKey.hide'), copy: t('apiKey.copySecret') }} />,
    },
    { key: 'is_active', label: t('apiKey.columns.active'), width: 90, render: (row) => displayValue(row.is_active, t) },
    { key: 'date_created', label: t('apiKey.columns.created'), width: 180, render: (row) => formatServerDate(row.date_created, 'medium', i18n.language) ?? '' },
    {
      key: 'actions',
      label: t('apiKey.columns.actions'),
      width: 200,
      render: (row) => (
        <span className={styles.actions}>
          <Button size="small" disabled={busy || !can(['authentication.change_accesskey'])} onClick={() => toggle.mutate(row)}>
            {t(row.is_active ? 'apiKey.disable' : 'apiKey.enable')}
          </Button>
          <Button size="small" disabled={busy || !can(['authentication.delete_accesskey'])} onClick={() => setDeleting(row)}>
            {t('apiKey.delete')}
          </Button>
        </span>
      ),
    },
  ]

  return (
    <OwnListPage
      title={t('apiKey.title')}
      help={t('apiKey.help')}
      action={{ label: t('apiKey.create'), disabled: busy || !can(['authentication.add_accesskey']), run: () => create.mutate(undefined) }}
      columns={columns}
      rows={rows}
      loading={loading}
      rowLabel={(row) => row.id}
    >
      <ConfirmActionDialog
        open={deleting !== null}
        title={t('apiKey.deleteTitle')}
        message={t('apiKey.deleteMessage', { id: deleting?.id ?? '' })}
        confirmLabel={t('apiKey.delete')}
        cancelLabel={t('apiKey.cancel')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </OwnListPage>
  )
}
