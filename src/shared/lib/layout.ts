// Device and small display rules of shell §4 and §9.
import {
  DIALOG_WIDTH_DEFAULT,
  DIALOG_WIDTH_MOBILE,
  MOBILE_BREAKPOINT_PX,
} from '@/shared/constants'

export type Device = 'mobile' | 'desktop'

/** Mobile under 992 px wide, otherwise desktop (shell §4). */
export const deviceFor = (widthPx: number): Device => (widthPx < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop')

export const dialogWidthFor = (device: Device) => (device === 'mobile' ? DIALOG_WIDTH_MOBILE : DIALOG_WIDTH_DEFAULT)
