// Device and small display rules of shell §4 and §9.
import {
  DIALOG_WIDTH_DEFAULT,
  DIALOG_WIDTH_MOBILE,
  MOBILE_BREAKPOINT_PX,
  UNREAD_BADGE_MAX,
} from '@/shared/constants'

export type Device = 'mobile' | 'desktop'

/** Mobile under 992 px wide, otherwise desktop (shell §4). */
export const deviceFor = (widthPx: number): Device => (widthPx < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop')

export const dialogWidthFor = (device: Device) => (device === 'mobile' ? DIALOG_WIDTH_MOBILE : DIALOG_WIDTH_DEFAULT)

/** The unread badge: hidden at 0, capped at 99 (shell §4). */
export function unreadBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count))
}
