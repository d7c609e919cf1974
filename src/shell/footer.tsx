import { Link, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { PRODUCT_VERSION } from '@/shared/constants'
import { ENTERPRISE_URL } from '@/shared/constants'
import { useShell } from './use-shell'

const useStyles = makeStyles({
  footer: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
})

/**
 * Shell §1: version 2.26.1 and, with a valid licence, the licensed corporation; otherwise the
 * open-source notice and the enterprise entry. It sits beside the sidebar: 220 px open, 54 px closed.
 */
export function Footer() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { settings, licensed } = useShell()
  return (
    <footer className={styles.footer} role="contentinfo">
      <span>{t('footer.version', { version: PRODUCT_VERSION })}</span>
      {licensed ? (
        <span>{settings.XPACK_LICENSE_INFO?.corporation}</span>
      ) : (
        <>
          <span>{t('footer.openSource')}</span>
          <Link href={ENTERPRISE_URL} target="_blank" rel="noopener noreferrer">
            {t('footer.enterprise')}
          </Link>
        </>
      )}
    </footer>
  )
}
