import { makeStyles, tokens } from '@fluentui/react-components'
import { Outlet } from 'react-router-dom'
import { useEffect } from 'react'
import { keepSessionCookie } from '@/shared/api/session'
import { Banners } from './banners'
import { Footer } from './footer'
import { useBranding } from './branding'
import { MessageDrawer } from './messages/message-drawer'
import { Navbar } from './navbar/navbar'
import { Sidebar } from './sidebar'
import { TagsBar } from './tags-bar'
import { useDeviceWatch } from './use-device'

const useStyles = makeStyles({
  app: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  content: { flexGrow: 1, padding: tokens.spacingHorizontalXL },
})

/** The shell around every page (shell §1): sidebar, navbar, tags bar, banners, footer, drawer. */
export function Layout() {
  const styles = useStyles()
  useDeviceWatch()
  useBranding()
  useEffect(keepSessionCookie, [])
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
      <MessageDrawer />
    </div>
  )
}
