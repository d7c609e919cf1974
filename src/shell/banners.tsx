import { makeStyles, tokens } from '@fluentui/react-components'
import { createElement } from 'react'
import { useLicenceDetail } from '@/shared/api/licence'
import { licenceBanners, passwordBanner, type Banner } from '@/shared/lib/banners'
import { useLoaded } from '@/generic/common/use-loaded-component'
import { useShell } from './use-shell'

const useStyles = makeStyles({
  area: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL} 0` },
})

const loadBars = () => import('./banner-bars').then((m) => m.BannerBars)

const toDate = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

/**
 * The heading area's banners (shell §6, §8): licence banners with the extension on and
 * settings.change_license; the password banner for local users only. The test-only notice shows
 * when the licence's edition says Test (or is_test is set): the spec does not name the field.
 */
export function Banners() {
  const styles = useStyles()
  const { profile, settings, can } = useShell()
  const wantsLicence = settings.XPACK_ENABLED === true && can('settings.change_license')
  const licence = useLicenceDetail({ enabled: wantsLicence })
  const banners: Banner[] = []
  if (wantsLicence && licence.data) {
    const d = licence.data
    banners.push(
      ...licenceBanners({
        xpackEnabled: true,
        canChangeLicense: true,
        dateExpired: toDate(d.date_expired),
        assetCount: Number(d.asset_count ?? Infinity),
        currentAssetCount: Number(d.current_asset_count ?? 0),
        isTest: d.is_test === true || /test/i.test(d.edition ?? ''),
      }),
    )
  }
  const password = passwordBanner({
    source: profile.source,
    datePasswordLastUpdated: toDate(profile.date_password_last_updated),
    expirationDays: Number(settings.SECURITY_PASSWORD_EXPIRATION_TIME ?? 9999),
  })
  if (password) banners.push(password)
  const Bars = useLoaded(loadBars, banners.length > 0)
  if (!banners.length || !Bars) return null
  return (
    <div className={styles.area}>
      {createElement(Bars, { banners })}
    </div>
  )
}
