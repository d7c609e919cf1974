import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { viewTable, type ConsoleRoute } from '@/shared/access/route-table'
import { menuRoutes } from '@/shared/access/route-meta'
import { FOOTER_MARGIN_SIDEBAR_CLOSED_PX, FOOTER_MARGIN_SIDEBAR_OPEN_PX } from '@/shared/constants'
import { viewState } from '@/shared/state/view'
import { useShell } from './use-shell'

const useStyles = makeStyles({
  nav: {
    width: `${FOOTER_MARGIN_SIDEBAR_OPEN_PX}px`,
    flexShrink: 0,
    backgroundColor: 'var(--jms-menu-bg)',
    color: 'var(--jms-menu-text)',
    overflowY: 'auto',
  },
  closed: { width: `${FOOTER_MARGIN_SIDEBAR_CLOSED_PX}px` },
  hidden: { display: 'none' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  group: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    fontWeight: tokens.fontWeightSemibold,
    color: 'var(--jms-menu-text)',
  },
  sub: { backgroundColor: 'var(--jms-submenu-bg)' },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: 'inherit',
    textDecorationLine: 'none',
    borderLeft: '3px solid transparent',
    ':hover': { backgroundColor: 'var(--jms-menu-hover)' },
  },
  subLink: { paddingLeft: tokens.spacingHorizontalXXL, ':hover': { backgroundColor: 'var(--jms-submenu-hover)' } },
  active: { color: 'var(--jms-menu-active-text)', borderLeftColor: 'var(--jms-menu-active-left)' },
})

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base}/${path}`)

function Item({ route, base, nested }: { route: ConsoleRoute; base: string; nested: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const cls = mergeClasses(styles.link, nested && styles.subLink)
  if (route.external) {
    return (
      <a className={cls} href={route.external} target="_blank" rel="noopener noreferrer">
        {t(route.meta?.title ?? '')}
      </a>
    )
  }
  return (
    <NavLink to={join(base, route.path)} end={false} className={({ isActive }) => mergeClasses(cls, isActive && styles.active)}>
      {t(route.meta?.title ?? '')}
    </NavLink>
  )
}

/**
 * The menu of the current view from the route table (shell §2): hidden routes, licence- or
 * setting-gated ones and those without permission are dropped. Collapsible; closed on mobile.
 */
export function Sidebar() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { ctx } = useShell()
  const view = useLocation().pathname.split('/')[1]
  const { sidebarOpen, device } = useSnapshot(viewState)
  const table = viewTable(view)
  const items = table ? menuRoutes(table.children ?? [], ctx) : []
  const hidden = device === 'mobile' && !sidebarOpen
  return (
    <nav
      className={mergeClasses(styles.nav, !sidebarOpen && styles.closed, hidden && styles.hidden)}
      aria-label={t('sidebar.navigation')}
      data-state={sidebarOpen ? 'open' : 'closed'}
    >
      {sidebarOpen && (
        <ul className={styles.list}>
          {items.map((route) =>
            route.children?.length ? (
              <li key={route.name} className={styles.sub}>
                <span className={styles.group} id={`menu-${route.name}`}>
                  {t(route.meta?.title ?? '')}
                </span>
                <ul className={styles.list} aria-labelledby={`menu-${route.name}`}>
                  {route.children.map((child) => (
                    <li key={child.name}>
                      <Item route={child} base={`${table!.path}/${route.path}`} nested />
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={route.name}>
                <Item route={route} base={table!.path} nested={false} />
              </li>
            ),
          )}
        </ul>
      )}
    </nav>
  )
}
