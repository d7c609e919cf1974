import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { PublicSettings } from '@/shared/api/types'

export const VERSION = '2.26.1'

const useStyles = makeStyles({
  footer: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    gap: tokens.spacingHorizontalM,
  },
})

/** Shell §1: version 2.26.1 and the licensed corporation, or the open-source notice. */
export function Footer({ settings }: { settings: PublicSettings }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const licensed = settings.XPACK_ENABLED && settings.XPACK_LICENSE_IS_VALID
  return (
    <footer className={styles.footer} role="contentinfo">
      <span>{t('footer.version', { version: VERSION })}</span>
      <span>{licensed ? settings.XPACK_LICENSE_INFO?.corporation : t('footer.openSource')}</span>
    </footer>
  )
}
