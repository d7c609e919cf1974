// What stands where a part of the console should be when its code did not come (a dropped connection, a
// new release that removed the old files): said in words, with a way to fetch it again.
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
})

export function CodeNotLoaded({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles()
  const { t } = useTranslation('errors')
  return (
    <div className={styles.box}>
      <p role="alert">{t('codeNotLoaded')}</p>
      <Button appearance="primary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  )
}
