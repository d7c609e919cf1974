// The profile's connection tokens (domain §2 profile/connection-token,
// authentication.view_connectiontoken): the tokens made for the user to reach an asset or an
// application, with what they open and until when; a valid one can be expired early.
import { useTranslation } from 'react-i18next'
import type { TableColumn } from '@/generic/list/data-table'
import { displayValue } from '@/generic/list/list-columns'
import { formatServerDate } from '@/shared/lib/dates'
import { OwnListPage, expireColumn, idColumn, useExpire, useOwnRows } from '../own-list'

const URL = '/api/v1/authentication/connection-token/'

export default function ConnectionTokenPage() {
  const { t, i18n } = useTranslation('profile')
  const { rows, loading } = useOwnRows(URL)
  const expire = useExpire(URL, t('connectionToken.expired'))
  const text = (value: unknown) => displayValue(value, t)

  const columns: TableColumn[] = [
    idColumn(t('connectionToken.columns.id'), t('connectionToken.copyId')),
    { key: 'type_display', label: t('connectionToken.columns.type'), width: 110, render: (row) => text(row.type_display) },
    { key: 'target', label: t('connectionToken.columns.target'), width: 200, render: (row) => text(row.type === 'application' ? row.application_display : row.asset_display) },
    { key: 'system_user_display', label: t('connectionToken.columns.systemUser'), width: 160, render: (row) => text(row.system_user_display) },
    { key: 'date_expired', label: t('connectionToken.columns.expires'), width: 180, render: (row) => formatServerDate(row.date_expired, 'medium', i18n.language) ?? '' },
    { key: 'is_valid', label: t('connectionToken.columns.valid'), width: 80, render: (row) => text(row.is_valid) },
    expireColumn(t('connectionToken.columns.actions'), t('connectionToken.expire'), expire),
  ]

  return <OwnListPage title={t('connectionToken.title')} help={t('connectionToken.help')} columns={columns} rows={rows} loading={loading} rowLabel={(row) => row.id} />
}
