// Workbench home (domain §2 workbench/home): welcome, quick links and a short list of my assets.
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { sessionState } from '@/shared/state/session'
import { MyAssetsCard } from '../components/my-assets-card'
import { QuickLinks } from '../components/quick-links'
import { useCan } from '@/shared/access/use-can'
import { PageHeading } from '@/generic/common/page-heading'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalL },
})

export default function WorkbenchHomePage() {
  const { t } = useTranslation('workbench')
  const styles = useStyles()
  const { profile } = useSnapshot(sessionState)
  const can = useCan()
  return (
    <section className={styles.root} aria-labelledby="workbench-title">
      <PageHeading id="workbench-title">{t('title')}</PageHeading>
      <Card className={styles.card}>
        <Text weight="semibold">{t('welcome', { name: profile?.name ?? '' })}</Text>
        <Text>{t('intro')}</Text>
      </Card>
      <QuickLinks />
      {can(['perms.view_myassets']) && <MyAssetsCard />}
    </section>
  )
}
