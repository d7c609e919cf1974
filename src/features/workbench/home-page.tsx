import { Card, Text, Title2, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { sessionState } from '@/shared/state/session'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL },
})

export default function WorkbenchHomePage() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { profile } = useSnapshot(sessionState)
  return (
    <section className={styles.root} aria-labelledby="workbench-title">
      <Title2 id="workbench-title" as="h1">
        {t('workbench.title')}
      </Title2>
      <Card className={styles.card}>
        <Text weight="semibold">{t('workbench.welcome', { name: profile?.name ?? '' })}</Text>
        <Text>{t('workbench.intro')}</Text>
      </Card>
    </section>
  )
}
