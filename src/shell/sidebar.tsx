import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { matchPermissionsLoose } from '@/app/permission-check'
import type { ViewRoute } from '@/app/route-table'

const useStyles = makeStyles({
  nav: { width: '220px', flexShrink: 0, backgroundColor: 'var(--jms-menu-bg)', color: 'var(--jms-menu-text)', minHeight: '100%' },
  list: { listStyleType: 'none', margin: 0, padding: `${tokens.spacingVerticalM} 0` },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: 'inherit',
    textDecorationLine: 'none',
    borderLeft: '3px solid transparent',
    ':hover': { backgroundColor: 'var(--jms-menu-hover)' },
  },
  active: { color: 'var(--jms-menu-active-text)', borderLeftColor: 'var(--jms-menu-active-left)', backgroundColor: 'var(--jms-submenu-bg)' },
})

/** The menu of the current view, read from the route table (shell §2: hidden and gated routes dropped). */
export function Sidebar({ view, perms, licensed }: { view: ViewRoute; perms: Set<string>; licensed: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const items = view.children.filter((r) => !r.hidden && (!r.licence || licensed) && matchPermissionsLoose(r.perms ?? [], perms))
  return (
    <nav className={styles.nav} aria-label={t('sidebar.navigation')}>
      <ul className={styles.list}>
        {items.map((route) => (
          <li key={route.name}>
            <NavLink to={`/${view.view}/${route.path}`} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
              {t(route.title)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
