import { makeStyles, tokens } from '@fluentui/react-components'
import { Outlet } from 'react-router'
import { memo, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { keepSessionCookie } from '@/shared/api/session'
import { Banners } from './banners'
import { Footer } from './footer'
import { useBranding } from './branding'
import { MessageCenter } from './messages/message-center'
import { Navbar } from './navbar/navbar'
import { Sidebar } from './sidebar'
import { TagsBar } from './tags-bar'
import { useDeviceWatch } from './use-device'
import { ShellProvider, useCurrentRoute, usePathname } from './use-shell'

const useStyles = makeStyles({
  // Row-reversed: the navbar and the page come before the sidebar in the Tab order (issue 26), and the
  // sidebar still sits on the left.
  app: { display: 'flex', flexDirection: 'row-reverse', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  /** Off screen until it has the focus: the first Tab stop of every page. */
  skip: {
    position: 'absolute',
    left: '-10000px',
    top: tokens.spacingVerticalS,
    zIndex: 2000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    ':focus': { left: tokens.spacingHorizontalS },
  },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  content: { flexGrow: 1, padding: tokens.spacingHorizontalXL, ':focus': { outlineStyle: 'none' } },
  bare: { minHeight: '100vh', boxSizing: 'border-box', padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground1 },
})

/**
 * The shell around every page (shell §1): sidebar, navbar, tags bar, banners, footer, drawer; a page
 * whose route is marked bare (a popup window's: the task log) is shown alone. A new query on the same
 * path re-renders the page (its Outlet) and the tags bar, which records it, not the frame (issue 24).
 */
export function Layout() {
  useDeviceWatch()
  useEffect(keepSessionCookie, [])
  return (
    <ShellProvider>
      <Frame />
    </ShellProvider>
  )
}

const Frame = memo(function Frame() {
  const styles = useStyles()
  const { t } = useTranslation()
  const main = useRef<HTMLElement>(null)
  useBranding()
  // Domain §2: page scroll resets to the top on navigation. A new query on the same path (search,
  // filter, page, tab) is the same page and keeps its scroll.
  const pathname = usePathname()
  useEffect(() => {
    window.scrollTo(0, 0) // Chromium answers a promise: not an effect's cleanup
  }, [pathname])
  const bare = Boolean(useCurrentRoute()?.route.meta?.bare)
  if (bare)
    return (
      <main className={styles.bare}>
        <Outlet />
      </main>
    )
  return (
    <div className={styles.app}>
      <a
        href="#main-content"
        className={styles.skip}
        onClick={(e) => {
          // Not a hash navigation: the router owns the address; the focus moves to the page.
          e.preventDefault()
          main.current?.focus()
        }}
      >
        {t('skipToContent')}
      </a>
      <div className={styles.main}>
        <Navbar />
        <TagsBar />
        <Banners />
        <main id="main-content" ref={main} tabIndex={-1} className={styles.content}>
          <Outlet />
        </main>
        <Footer />
      </div>
      <Sidebar />
      <MessageCenter />
    </div>
  )
})
