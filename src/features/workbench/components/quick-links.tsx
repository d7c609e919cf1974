import { Card, Text, makeStyles, tokens } from '@fluentui/react-components'
import { AppsRegular, DesktopRegular, TicketDiagonalRegular, WindowConsoleRegular } from '@fluentui/react-icons'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSnapshot } from 'valtio'
import { sessionState } from '@/shared/state/session'
import { workbenchPaths } from '../paths'
import { useCan } from '@/shared/access/use-can'

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
  link: {
    display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalM,
    color: tokens.colorBrandForegroundLink, textDecorationLine: 'none', fontSize: tokens.fontSizeBase400,
    ':hover': { textDecorationLine: 'underline' },
  },
  icon: { fontSize: '24px' },
})

interface QuickLink {
  key: 'myAssets' | 'myApps' | 'webTerminal' | 'tickets'
  icon: ReactElement
  external?: boolean
  allowed: boolean
}

/** My assets, my apps, the web terminal and tickets, each only when permitted (domain §2, shell §6). */
export function QuickLinks() {
  const { t } = useTranslation('workbench')
  const styles = useStyles()
  const can = useCan()
  const { publicSettings } = useSnapshot(sessionState)
  const ticketsOn = publicSettings?.TICKETS_ENABLED === true && publicSettings.XPACK_LICENSE_IS_VALID === true
  const links: QuickLink[] = [
    { key: 'myAssets', icon: <DesktopRegular className={styles.icon} />, allowed: can(['perms.view_myassets']) },
    { key: 'myApps', icon: <AppsRegular className={styles.icon} />, allowed: can(['perms.view_myapps']) },
    { key: 'webTerminal', icon: <WindowConsoleRegular className={styles.icon} />, external: true, allowed: can(['rbac.view_webterminal']) },
    { key: 'tickets', icon: <TicketDiagonalRegular className={styles.icon} />, allowed: ticketsOn && can(['tickets.view_ticket']) },
  ]
  const shown = links.filter((l) => l.allowed)
  if (!shown.length) return null
  return (
    <nav aria-label={t('quickLinks.label')}>
      <ul className={styles.list}>
        {shown.map((l) => (
          <li key={l.key}>
            <Card>
              {l.external ? (
                <a className={styles.link} href={workbenchPaths[l.key]()} target="_blank" rel="noopener noreferrer">
                  {l.icon}
                  <Text>{t(`quickLinks.${l.key}`)}</Text>
                </a>
              ) : (
                <Link className={styles.link} to={workbenchPaths[l.key]()}>
                  {l.icon}
                  <Text>{t(`quickLinks.${l.key}`)}</Text>
                </Link>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  )
}
