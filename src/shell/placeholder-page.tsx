import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components'
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
      <Title2 as="h1">{title ? t(title) : ''}</Title2>
      <Text role="status">{t('placeholder.notAvailable')}</Text>
    </section>
  )
}
