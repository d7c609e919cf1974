import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Banner } from '@/shared/lib/banners'

/** The banners as Fluent message bars, fetched with the first banner to show (issue 24). */
export function BannerBars({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation()
  return banners.map((b) => (
    <MessageBar key={b.message} intent={b.message === 'licenseTestOnly' ? 'info' : b.message.endsWith('Expired') ? 'error' : 'warning'}>
      <MessageBarBody>{t(`errors:${b.message}`, b.params)}</MessageBarBody>
    </MessageBar>
  ))
}
