import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { ConsoleRoute } from '@/shared/access/route-table'

// The open sidebar: the view's menu as a tree of links (shell §2).
const useStyles = makeStyles({
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

export const joinPath = (base: string, path: string) => (path.startsWith('/') ? path : `${base}/${path}`)

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
    <NavLink to={joinPath(base, route.path)} end={false} className={({ isActive }) => mergeClasses(cls, isActive && styles.active)}>
      {t(route.meta?.title ?? '')}
    </NavLink>
  )
}

export function SidebarTree({ items, base }: { items: ConsoleRoute[]; base: string }) {
  const { t } = useTranslation()
  const styles = useStyles()
  return (
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
                  <Item route={child} base={`${base}/${route.path}`} nested />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={route.name}>
            <Item route={route} base={base} nested={false} />
          </li>
        ),
      )}
    </ul>
  )
}
