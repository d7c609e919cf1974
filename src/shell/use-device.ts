import { useEffect } from 'react'
import { SIDEBAR_COOKIE, viewState } from '@/shared/state/view'
import { deviceFor } from '@/shared/lib/layout'
import { readCookie, writeCookie } from '@/shared/lib/cookies'

/** Shell §4: mobile under 992 px wide, and on mobile the sidebar closes. */
export function useDeviceWatch() {
  useEffect(() => {
    viewState.sidebarOpen = readCookie(SIDEBAR_COOKIE) !== '0'
    let first = true
    const apply = () => {
      const device = deviceFor(window.innerWidth)
      if (device === 'mobile' && (first || viewState.device !== 'mobile')) viewState.sidebarOpen = false
      viewState.device = device
      first = false
    }
    apply()
    window.addEventListener('resize', apply)
    return () => window.removeEventListener('resize', apply)
  }, [])
}

/** The sidebar state lives in the sidebarStatus cookie (shell §1): 1 open, 0 closed. */
export function toggleSidebar() {
  viewState.sidebarOpen = !viewState.sidebarOpen
  if (viewState.device === 'desktop') writeCookie(SIDEBAR_COOKIE, viewState.sidebarOpen ? '1' : '0')
}
