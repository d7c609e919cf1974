import { makeStyles, mergeClasses } from '@fluentui/react-components'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { viewTable } from '@/shared/access/route-table'
import { menuRoutes } from '@/shared/access/route-meta'
import { FOOTER_MARGIN_SIDEBAR_CLOSED_PX, FOOTER_MARGIN_SIDEBAR_OPEN_PX } from '@/shared/constants'
import { viewState } from '@/shared/state/view'
import { SidebarIcons } from './sidebar-icons'
import { SidebarTree } from './sidebar-tree'
import { usePathname, useShell } from './use-shell'

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
  /** On mobile the open sidebar lies over the page instead of pushing it aside (shell §4). */
  overlay: { position: 'fixed', top: 0, bottom: 0, left: 0, zIndex: 1000, boxShadow: '0 0 16px rgba(0, 0, 0, 0.3)' },
  backdrop: { position: 'fixed', inset: 0, zIndex: 999, backgroundColor: 'rgba(0, 0, 0, 0.3)' },
})

const closeSidebar = () => {
  viewState.sidebarOpen = false
}

/**
 * The menu of the current view from the route table (shell §2): hidden routes, licence- or
 * setting-gated ones and those without permission are dropped. Open, a tree of links; collapsed, a
 * strip of icons; on mobile closed, and open only over the page until the next navigation (shell §4).
 */
export function Sidebar() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { ctx } = useShell()
  const pathname = usePathname()
  const view = pathname.split('/')[1]
  const { sidebarOpen, device } = useSnapshot(viewState)
  const mobile = device === 'mobile'
  const table = viewTable(view)
  const items = table ? menuRoutes(table.children ?? [], ctx) : []

  useEffect(() => {
    if (viewState.device === 'mobile') closeSidebar()
  }, [pathname])
  useEffect(() => {
    if (!mobile || !sidebarOpen) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeSidebar()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [mobile, sidebarOpen])

  return (
    <>
      {mobile && sidebarOpen && <div className={styles.backdrop} onClick={closeSidebar} data-testid="sidebar-backdrop" />}
      <nav
        className={mergeClasses(styles.nav, !sidebarOpen && styles.closed, mobile && styles.overlay, mobile && !sidebarOpen && styles.hidden)}
        aria-label={t('sidebar.navigation')}
        data-state={sidebarOpen ? 'open' : 'closed'}
      >
        {table && (sidebarOpen ? <SidebarTree items={items} base={table.path} /> : <SidebarIcons items={items} base={table.path} />)}
      </nav>
    </>
  )
}
