// The history of an asset account's secrets (domain §2 authbook/history): the versions of the account
// named by ?asset=&systemuser=, each secret behind the confirmation (shell §4).
import { makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { listQueryOptions } from '@/generic/common/api'
import { DataTable, type TableColumn } from '@/generic/list/data-table'
import { ViewSecretButton } from '@/generic/secret/view-secret'
import { detailUrl, rowsOf } from '@/shared/api/resource'
import { PageHeading } from '@/generic/common/page-heading'

const HISTORY = '/api/v1/assets/accounts-history/'
const SECRETS = '/api/v1/assets/account-history-secrets/'
const NOTHING = () => {}
const text = (key: string, label: string): TableColumn => ({ key, label, render: (row) => String(row[key] ?? '') })
const NO_SELECTION: ReadonlySet<string> = new Set()

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } })

export default function AssetAccountHistory() {
  const styles = useStyles()
  const { t } = useTranslation('accounts')
  const [params] = useSearchParams()
  const query = { asset: params.get('asset') ?? '', systemuser: params.get('systemuser') ?? '' }
  const list = useQuery(listQueryOptions(HISTORY, query))
  const rows = list.data ? rowsOf(list.data).rows : []
  const columns: TableColumn[] = [
    text('hostname', t('columns.hostname')),
    text('ip', t('columns.ip')),
    text('username', t('columns.username')),
    text('systemuser_display', t('columns.systemUser')),
    text('version', t('columns.version')),
    text('date_created', t('columns.dateCreated')),
    { key: 'secret', label: t('columns.actions'), render: (row) => <ViewSecretButton url={detailUrl(SECRETS, row.id)} title={t('secretOf', { username: String(row.username ?? ''), target: String(row.hostname ?? '') })} /> },
  ]
  return (
    <section className={styles.page}>
      <PageHeading>{t('historyTitle')}</PageHeading>
      <DataTable columns={columns} rows={rows} loading={list.isLoading} order="" onOrder={NOTHING} selected={NO_SELECTION} onSelect={NOTHING} rowLabel={(row) => String(row.username ?? row.id)} selectable={false} />
    </section>
  )
}
