// The cloud centre (domain §2 console/assets/cloud, xpack.view_account | xpack.view_syncinstancetask):
// two cards leading to the cloud accounts and the sync-instance tasks, each shown to who may view it.
import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { usePerms } from '@/generic/common/use-abilities'
import { PageHeading } from '@/generic/common/page-heading'

const useStyles = makeStyles({ grid: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' }, card: { width: '320px' } })

const ENTRIES = [
  { perm: 'xpack.view_account', to: '/console/assets/cloud/account', title: 'shell:menu.cloudAccounts', text: 'assets:cloud.accountsText' },
  { perm: 'xpack.view_syncinstancetask', to: '/console/assets/cloud/sync-instance-tasks', title: 'shell:menu.cloudSync', text: 'assets:cloud.syncText' },
]

export default function CloudCenter() {
  const styles = useStyles()
  const { t } = useTranslation(['assets', 'shell'])
  const perms = usePerms()
  return (
    <section>
      <PageHeading>{t('shell:menu.cloud')}</PageHeading>
      <div className={styles.grid}>
        {ENTRIES.filter((e) => perms.has(e.perm)).map((e) => (
          <Card key={e.to} className={styles.card}>
            <CardHeader header={<RouterLink to={e.to}>{t(e.title)}</RouterLink>} />
            <Text>{t(e.text)}</Text>
          </Card>
        ))}
      </div>
    </section>
  )
}
