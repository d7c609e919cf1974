import { makeStyles, tokens } from '@fluentui/react-components'
import { Outlet, useLocation, useMatches } from 'react-router'
import type { RouteHandle } from '@/shared/access/route-table'
import { useEffect } from 'react'
import { keepSessionCookie } from '@/shared/api/session'
import { Banners } from './banners'
import { Footer } from './footer'
import { useBranding } from './branding'
import { MessageCenter } from './messages/message-center'
import { Navbar } from './navbar/navbar'
import { Sidebar } from './sidebar'
import { TagsBar } from './tags-bar'
import { useDeviceWatch } from './use-device'

const useStyles = makeStyles({
  app: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  content: { flexGrow: 1, padding: tokens.spacingHorizontalXL },
  bare: { minHeight: '100vh', boxSizing: 'border-box', padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground1 },
})

/**
 * The shell around every page (shell §1): sidebar, navbar, tags bar, banners, footer, drawer; a page
 * whose route is marked bare (a popup window's: the task log) is shown alone.
 */
export function Layout() {
  const styles = useStyles()
  useDeviceWatch()
  useBranding()
  useEffect(keepSessionCookie, [])
  // Domain §2: page scroll resets to the top on navigation. A new query on the same path (search,
  // filter, page, tab) is the same page and keeps its scroll.
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0) // Chromium answers a promise: not an effect's cleanup
  }, [pathname])
  const bare = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.route.meta?.bare)
  if (bare)
    return (
      <main className={styles.bare}>
        <Outlet />
      </main>
    )
  return (
    <div className={styles.app}>
      <Sidebar />
      <div className={styles.main}>
        <Navbar />
        <TagsBar />
        <Banners />
        <main className={styles.content}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <MessageCenter />
    </div>
  )
}
