import { makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useShell } from '../use-shell'

const useStyles = makeStyles({
  link: { display: 'flex', alignItems: 'center', textDecorationLine: 'none', color: tokens.colorBrandForeground1 },
  img: { height: '32px', maxWidth: '185px' },
  text: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
})

/** The logo from public settings (shell §1, §3), with the product name when the image fails; links home. */
export function Logo() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { settings } = useShell()
  const src = settings.INTERFACE?.logo_index
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = Boolean(src) && failed !== src
  return (
    <Link to="/" className={styles.link} aria-label={t('navbar.home')}>
      {showImage ? (
        <img className={styles.img} src={src} alt={t('productName')} onError={() => setFailed(src ?? null)} />
      ) : (
        <span className={styles.text}>{t('productName')}</span>
      )}
    </Link>
  )
}
