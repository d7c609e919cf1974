import { Card, Text, Title2, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL },
})

export default function DashboardPage() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { profile } = useSnapshot(sessionState)
  const { current } = useSnapshot(orgState)
  return (
    <section className={styles.root} aria-labelledby="dashboard-title">
      <Title2 id="dashboard-title" as="h1">
        {t('dashboard.title')}
      </Title2>
      <Card className={styles.card}>
        <Text>{t('dashboard.welcome', { name: profile?.name ?? '' })}</Text>
        {current && <Text>{t('dashboard.currentOrg', { org: current.name })}</Text>}
      </Card>
    </section>
  )
}
