// The asset and application account rows: view the secret behind the confirmation (shell §4), and for
// asset accounts the history of the account's secrets (domain §2 authbook/history).
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { Row } from '@/generic/resource-config'
import { ViewSecretButton } from '@/generic/secret/view-secret'
import { detailUrl } from '@/shared/api/resource'
import { pathOf } from '@/shared/access/route-table'

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } })

export function AccountRowActions({ row, secretsUrl, history }: { row: Row; secretsUrl: string; history?: boolean }) {
  const styles = useStyles()
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const title = t('secretOf', { username: String(row.username ?? ''), target: String(row.hostname ?? row.app_display ?? '') })
  return (
    <span className={styles.actions}>
      <ViewSecretButton url={detailUrl(secretsUrl, row.id)} title={title} />
      {history && (
        <Button size="small" onClick={() => navigate(`${pathOf('AssetAccountHistory')}?${new URLSearchParams({ asset: String(row.asset ?? ''), systemuser: String(row.systemuser ?? '') }).toString()}`)}>
          {t('history')}
        </Button>
      )}
    </span>
  )
}
