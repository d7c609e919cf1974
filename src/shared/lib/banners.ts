// Licence and password banners of shell §6/§8 as pure decisions; the shell renders them.
import { LICENCE_WARNING_DAYS, PASSWORD_WARNING_DAYS } from '@/shared/constants'
import type { ErrorKey } from '@/shared/errors/catalogue'
import { daysUntil } from './calendar-days'

export interface Banner {
  message: ErrorKey
  params?: Record<string, string | number>
}

export interface LicenceInput {
  xpackEnabled: boolean
  canChangeLicense: boolean
  dateExpired: Date | null
  assetCount: number
  currentAssetCount: number
  isTest?: boolean
}

/** Only with the extension enabled and settings.change_license held (shell §6). */
export function licenceBanners(input: LicenceInput, now: Date = new Date()): Banner[] {
  if (!input.xpackEnabled || !input.canChangeLicense) return []
  const out: Banner[] = []
  if (input.dateExpired) {
    const left = daysUntil(input.dateExpired, now)
    if (input.dateExpired.getTime() <= now.getTime()) out.push({ message: 'licenseExpired' })
    else if (left < LICENCE_WARNING_DAYS) {
      out.push({ message: 'licenseExpiresAt', params: { date: input.dateExpired.toISOString().slice(0, 10) } })
    }
  }
  if (input.currentAssetCount > input.assetCount) out.push({ message: 'licenseAssetsExceeded' })
  if (input.isTest) out.push({ message: 'licenseTestOnly' })
  return out
}

export interface PasswordInput {
  source: string
  datePasswordLastUpdated: Date | null
  /** SECURITY_PASSWORD_EXPIRATION_TIME, in days. */
  expirationDays: number
}

/** Local users only; "expired" at 0 days or fewer, a warning at 5 days or fewer (shell §8). */
export function passwordBanner(input: PasswordInput, now: Date = new Date()): Banner | null {
  if (input.source !== 'local' || !input.datePasswordLastUpdated) return null
  const expires = new Date(input.datePasswordLastUpdated.getTime() + input.expirationDays * 86_400_000)
  const left = daysUntil(expires, now)
  if (left <= 0) return { message: 'passwordExpired' }
  if (left <= PASSWORD_WARNING_DAYS) return { message: 'passwordExpiresIn', params: { days: left } }
  return null
}
