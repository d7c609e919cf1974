// The profile's temporary passwords (domain §2 profile/temp-password: authentication.view_temptoken
// and the AUTH_TEMP_TOKEN setting): generate one, valid 300 s (shell §9) and for one sign-in, shown
// masked until asked for and copyable; expire one early.
import { useTranslation } from 'react-i18next'
import { resourceOf } from '@/generic/common/api'
import { SecretValue } from '@/generic/common/secret-value'
import type { TableColumn } from '@/generic/list/data-table'
import { displayValue } from '@/generic/list/list-columns'
import { useCan } from '@/shared/access/use-can'
import { TEMP_PASSWORD_LIFETIME_S } from '@/shared/constants'
import { formatServerDate } from '@/shared/lib/dates'
import { OwnListPage, expireColumn, useExpire, useOwnAction, useOwnRows } from '../own-list'

const URL = '/api/v1/authentication/temp-tokens/'
const tokens = resourceOf(URL)

export default function TempPasswordPage() {
  const { t, i18n } = useTranslation('profile')
  const can = useCan()
  const { rows, loading } = useOwnRows(URL)
  const generate = useOwnAction(URL, () => tokens.create({}), () => t('tempPassword.generated'))
  const expire = useExpire(URL, t('tempPassword.expired'))

  const columns: TableColumn[] = [
    {
      key: 'secret',
      label: t('tempPassword.columns.secret'),
      width: 300,
      render: (row) => <SecretValue secret={String(row.secret ?? '')} labels={{ show: t('tempPassword.show'), hide: t('tempPassword.hide'), copy: t('tempPassword.copySecret') }} />,
    },
    { key: 'verified', label: t('tempPassword.columns.verified'), width: 90, render: (row) => displayValue(row.verified, t) },
    { key: 'is_valid', label: t('tempPassword.columns.valid'), width: 90, render: (row) => displayValue(row.is_valid, t) },
    { key: 'date_expired', label: t('tempPassword.columns.expires'), width: 180, render: (row) => formatServerDate(row.date_expired, 'medium', i18n.language) ?? '' },
    expireColumn(t('tempPassword.columns.actions'), t('tempPassword.expire'), expire),
  ]

  return (
    <OwnListPage
      title={t('tempPassword.title')}
      help={t('tempPassword.help', { minutes: TEMP_PASSWORD_LIFETIME_S / 60 })}
      action={{ label: t('tempPassword.generate'), disabled: generate.isPending || !can(['authentication.add_temptoken']), run: () => generate.mutate(undefined) }}
      columns={columns}
      rows={rows}
      loading={loading}
      rowLabel={(row) => row.id}
    />
  )
}
