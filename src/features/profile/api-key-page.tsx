// The profile's API keys (domain §2 profile/key, authentication.view_accesskey): the user's own
// keys with their IDs and masked secrets (shell §9), each copyable; create, enable or disable, and
// delete after a confirmation, each behind its own permission.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { CopyButton } from '@/generic/common/copy-button'
import { listKey, listQueryOptions, resourceOf } from '@/generic/common/api'
import { notify } from '@/generic/common/toast'
import { DataTable, type TableColumn } from '@/generic/list/data-table'
import type { Row } from '@/generic/resource-config'
import { useCan } from '@/shared/access/use-can'
import { rowsOf } from '@/shared/api/resource'
import { formatDate, parseServerDate } from '@/shared/lib/dates'
import { maskedKey } from '@/shared/lib/masked-key'

const URL = '/api/v1/authentication/access-keys/'
const NO_ORDER = () => {}
const NO_SELECTION: ReadonlySet<string> = new Set()

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  help: { color: tokens.colorNeutralForeground3 },
  value: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
})

export default function ApiKeyPage() {
  const { t, i18n } = useTranslation('profile')
  const styles = useStyles()
  const can = useCan()
  const queryClient = useQueryClient()
  const keys = useQuery(listQueryOptions(URL, {}))
  const { rows } = keys.data ? rowsOf(keys.data) : { rows: [] as Row[] }
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set())
  const [deleting, setDeleting] = useState<Row | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey(URL) })
  const keysOf = resourceOf(URL)

  const create = useMutation({
    mutationFn: () => keysOf.create({}),
    onSuccess: () => notify({ intent: 'success', text: t('apiKey.created') }),
    onSettled: refresh,
  })
  const toggle = useMutation({
    mutationFn: (row: Row) => keysOf.partialUpdate(row.id, { is_active: !row.is_active }),
    onSuccess: (_, row) => notify({ intent: 'success', text: t(row.is_active ? 'apiKey.disabled' : 'apiKey.enabled') }),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: (row: Row) => keysOf.delete(row.id),
    onSuccess: () => notify({ intent: 'success', text: t('apiKey.deleted') }),
    onSettled: () => {
      setDeleting(null)
      return refresh()
    },
  })

  const toggleShown = (id: string) => {
    const next = new Set(shown)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setShown(next)
  }
  const busy = create.isPending || toggle.isPending || remove.isPending
  const columns: TableColumn[] = [
    {
      key: 'id',
      label: t('apiKey.columns.id'),
      width: 360,
      render: (row) => (
        <span className={styles.value}>
          {row.id}
          <CopyButton text={row.id} label={t('apiKey.copyId')} />
        </span>
      ),
    },
    {
      key: 'secret',
      label: t('apiKey.columns.secret'),
      width: 380,
      render: (row) => {
        const secret = String(row.secret ?? '')
        const visible = shown.has(row.id)
        return (
          <span className={styles.value}>
            <span data-testid="secret">{visible ? secret : maskedKey(secret)}</span>
            <Button
              size="small"
              appearance="subtle"
              icon={visible ? <EyeOffRegular /> : <EyeRegular />}
              aria-label={t(visible ? 'apiKey.hide' : 'apiKey.show')}
              title={t(visible ? 'apiKey.hide' : 'apiKey.show')}
              onClick={() => toggleShown(row.id)}
            />
            <CopyButton text={secret} label={t('apiKey.copySecret')} />
          </span>
        )
      },
    },
    { key: 'is_active', label: t('apiKey.columns.active'), width: 90, render: (row) => t(row.is_active ? 'generic:detail.yes' : 'generic:detail.no') },
    {
      key: 'date_created',
      label: t('apiKey.columns.created'),
      width: 180,
      render: (row) => {
        const date = typeof row.date_created === 'string' ? parseServerDate(row.date_created) : null
        return date ? formatDate(date, 'medium', i18n.language) : ''
      },
    },
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
    <section className={styles.page} aria-label={t('apiKey.title')}>
      <h1 className={styles.heading}>{t('apiKey.title')}</h1>
      <Text className={styles.help}>{t('apiKey.help')}</Text>
      <div>
        <Button appearance="primary" icon={<AddRegular />} disabled={busy || !can(['authentication.add_accesskey'])} onClick={() => create.mutate()}>
          {t('apiKey.create')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        rows={rows}
        loading={keys.isLoading}
        order=""
        onOrder={NO_ORDER}
        selected={NO_SELECTION}
        onSelect={NO_ORDER}
        rowLabel={(row) => row.id}
        selectable={false}
      />
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
    </section>
  )
}
