import { proxy } from 'valtio'
import { MOBILE_BREAKPOINT_PX } from '@/shared/constants'

// Client state of the shell (shell §2, §4): device, sidebar, the relogin dialog.
export type DeviceMode = 'mobile' | 'desktop'

export const SIDEBAR_COOKIE = 'sidebarStatus'

export const viewState = proxy<{
  device: DeviceMode
  /** Sidebar open; kept in the sidebarStatus cookie (shell §1); closed on mobile (shell §4). */
  sidebarOpen: boolean
  /** The "account has ended" confirm of shell §8 is showing. */
  reloginOpen: boolean
}>({
  device: typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop',
  sidebarOpen: true,
  reloginOpen: false,
})
