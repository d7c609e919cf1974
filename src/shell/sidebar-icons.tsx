import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useHref, useNavigate } from 'react-router'
import type { ConsoleRoute } from '@/shared/access/route-table'
import { FirstUse } from './first-use'
import { menuIcon } from './menu-icons'
import { joinPath } from './sidebar-tree'
import { usePathname } from './use-shell'

// The collapsed sidebar (shell §1): one icon per first-level entry, named by a tooltip; a page's icon
// is a link, an app's opens a flyout of its pages, so every menu page stays one or two clicks away.
const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: `${tokens.spacingVerticalS} 0`, display: 'flex', flexDirection: 'column', alignItems: 'stretch' },
  icon: {
    width: '100%',
    minWidth: 0,
    height: '44px',
    borderRadius: 0,
    color: 'var(--jms-menu-text)',
    borderLeft: '3px solid transparent',
    ':hover': { backgroundColor: 'var(--jms-menu-hover)', color: 'var(--jms-menu-text)' },
    ':hover:active': { color: 'var(--jms-menu-text)' },
  },
  active: { color: 'var(--jms-menu-active-text)', borderLeftColor: 'var(--jms-menu-active-left)' },
})

function PageIcon({ route, base, active }: { route: ConsoleRoute; base: string; active: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const navigate = useNavigate()
  const to = joinPath(base, route.path)
  const href = useHref(to)
  const cls = mergeClasses(styles.icon, active && styles.active)
  const external = route.external ? { href: route.external, target: '_blank', rel: 'noopener noreferrer' } : undefined
  const internal = {
    href,
    onClick: (e: React.MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey) return // a new tab or window, as with any link
      e.preventDefault()
      navigate(to)
    },
  }
  const title = t(route.meta?.title ?? '')
  const button = <Button as="a" appearance="transparent" className={cls} icon={menuIcon(route.name)} aria-label={title} {...(external ?? internal)} />
  return (
    <FirstUse id={`sidebar-${route.name}`} render={(w, arrival) => <w.Tip content={title} shown={arrival.shown} after>{button}</w.Tip>}>
      {button}
    </FirstUse>
  )
}

function AppIcon({ route, base, active }: { route: ConsoleRoute; base: string; active: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const title = t(route.meta?.title ?? '')
  const button = (
    <Button
      appearance="transparent"
      className={mergeClasses(styles.icon, active && styles.active)}
      icon={menuIcon(route.name)}
      aria-label={title}
      aria-haspopup="menu"
      aria-expanded={false}
    />
  )
  return (
    <FirstUse
      id={`sidebar-${route.name}`}
      render={(w, arrival) => <w.AppFlyout route={route} appBase={`${base}/${route.path}`} open={arrival.open} shown={arrival.shown} button={button} />}
    >
      {button}
    </FirstUse>
  )
}

export function SidebarIcons({ items, base }: { items: ConsoleRoute[]; base: string }) {
  const styles = useStyles()
  const pathname = usePathname()
  const isActive = (route: ConsoleRoute) => !route.external && `${pathname}/`.startsWith(`${joinPath(base, route.path)}/`)
  return (
    <ul className={styles.list}>
      {items.map((route) => (
        <li key={route.name}>
          {route.children?.length ? (
            <AppIcon route={route} base={base} active={isActive(route)} />
          ) : (
            <PageIcon route={route} base={base} active={isActive(route)} />
          )}
        </li>
      ))}
    </ul>
  )
}
