import { Button, Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useHref, useLocation, useNavigate } from 'react-router'
import type { ConsoleRoute } from '@/shared/access/route-table'
import { menuIcon } from './menu-icons'
import { joinPath } from './sidebar-tree'

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
  return (
    <Tooltip content={t(route.meta?.title ?? '')} relationship="label" positioning="after">
      <Button as="a" appearance="transparent" className={cls} icon={menuIcon(route.name)} {...(external ?? internal)} />
    </Tooltip>
  )
}

function AppFlyout({ route, base, active }: { route: ConsoleRoute; base: string; active: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const navigate = useNavigate()
  const title = t(route.meta?.title ?? '')
  const appBase = `${base}/${route.path}`
  return (
    <Menu positioning={{ position: 'after', align: 'top' }}>
      <MenuTrigger>
        <Tooltip content={title} relationship="label" positioning="after">
          <Button appearance="transparent" className={mergeClasses(styles.icon, active && styles.active)} icon={menuIcon(route.name)} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{title}</MenuGroupHeader>
            {route.children!.map((child) => (
              <MenuItem
                key={child.name}
                onClick={() => (child.external ? window.open(child.external, '_blank', 'noopener,noreferrer') : navigate(joinPath(appBase, child.path)))}
              >
                {t(child.meta?.title ?? '')}
              </MenuItem>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}

export function SidebarIcons({ items, base }: { items: ConsoleRoute[]; base: string }) {
  const styles = useStyles()
  const { pathname } = useLocation()
  const isActive = (route: ConsoleRoute) => !route.external && `${pathname}/`.startsWith(`${joinPath(base, route.path)}/`)
  return (
    <ul className={styles.list}>
      {items.map((route) => (
        <li key={route.name}>
          {route.children?.length ? (
            <AppFlyout route={route} base={base} active={isActive(route)} />
          ) : (
            <PageIcon route={route} base={base} active={isActive(route)} />
          )}
        </li>
      ))}
    </ul>
  )
}
