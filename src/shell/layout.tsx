import { makeStyles, tokens } from '@fluentui/react-components'
import { Outlet, useRouteLoaderData } from 'react-router-dom'
import { viewRoute } from '@/app/route-table'
import type { ShellData } from '@/app/startup-guard'
import { Footer } from './footer'
import { Navbar } from './navbar'
import { Sidebar } from './sidebar'

const useStyles = makeStyles({
  app: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  body: { display: 'flex', flexGrow: 1 },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  content: { flexGrow: 1, padding: tokens.spacingHorizontalXL },
})

export function Layout() {
  const styles = useStyles()
  const data = useRouteLoaderData('root') as ShellData
  const current = viewRoute(data.view)
  const perms = new Set(data.profile.perms)
  const licensed = data.settings.XPACK_ENABLED && data.settings.XPACK_LICENSE_IS_VALID
  return (
    <div className={styles.app}>
      <Navbar profile={data.profile} views={data.views} view={data.view} />
      <div className={styles.body}>
        {current && <Sidebar view={current} perms={perms} licensed={licensed} />}
        <div className={styles.main}>
          <main className={styles.content}>
            <Outlet />
          </main>
          <Footer settings={data.settings} />
        </div>
      </div>
    </div>
  )
}
