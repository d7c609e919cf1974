import { Text, makeStyles, tokens } from '@fluentui/react-components'
import { PageHeading } from '@/generic/common/page-heading'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/** A route of domain §2 whose page is not built yet: said plainly, inside the shell. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation()
  const styles = useStyles()
  return (
    <section className={styles.root}>
      <PageHeading>{title ? t(title) : ''}</PageHeading>
      <Text role="status">{t('placeholder.notAvailable')}</Text>
    </section>
  )
}
