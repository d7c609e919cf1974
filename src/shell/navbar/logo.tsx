// The navbar logo (shell §1 branding, §3 INTERFACE.logo_index): the administrator's logo from the public
// settings, else the product's own. The server names its stock image (/static/img/logo_text.png,
// reference §2.2) when no logo was uploaded: that is no logo of the administrator's, so the product's
// own shows. An image that fails to load falls back to the product name. Links home.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useShell } from '../use-shell'
import productLogo from './product-logo.svg'

/** The public settings' logo_index when the administrator has not uploaded one (reference §2.2). */
const STOCK_LOGO = '/static/img/logo_text.png'

const useStyles = makeStyles({
  link: { display: 'flex', alignItems: 'center', textDecorationLine: 'none', color: tokens.colorBrandForeground1 },
  img: { height: '32px', maxWidth: '185px' },
  text: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
})

/** The logo to show for a public settings' logo_index: the configured one, or the product's own. */
export const logoSource = (configured: string | undefined) => (configured && configured !== STOCK_LOGO ? configured : productLogo)

export function Logo() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { settings } = useShell()
  const src = logoSource(settings.INTERFACE?.logo_index)
  const [failed, setFailed] = useState<string | null>(null)
  return (
    // The name holds the words shown (WCAG 2.5.3): the product's name when it stands in for the image.
    <Link to="/" className={styles.link} aria-label={failed !== src ? t('navbar.home') : t('navbar.homeOf', { name: t('productName') })}>
      {failed !== src ? (
        <img className={styles.img} src={src} alt={t('productName')} onError={() => setFailed(src)} />
      ) : (
        <span className={styles.text}>{t('productName')}</span>
      )}
    </Link>
  )
}
