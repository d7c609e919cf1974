// Settings › licence (domain §2, change_license; shell §7): the licence detail (GET
// xpack/license/detail: expiry, corporation, asset counts) and the import of a licence file
// (multipart). A new licence changes the footer and the banners at once: public settings are read again.
import { Button, Card, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useImportLicence, useLicenceDetail } from '@/shared/api/licence'
import { formatServerDate } from '@/shared/lib/dates'
import { answerText } from '../api/settings'
import { SettingsPage } from '../components/settings-page'
import { useReloadPublicSettings } from '../components/use-reload-settings'
import { errorBody } from '@/shared/api/error-body'
import { DefinitionList } from '@/generic/common/definition-list'

export default function LicensePage() {
  const { t, i18n } = useTranslation('settings')
  const reloadPublicSettings = useReloadPublicSettings()
  const file = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const detail = useLicenceDetail()
  const importLicence = useImportLicence()
  const upload = async (chosen: File) => {
    try {
      const answer = await importLicence(chosen)
      setMessage({ ok: true, text: answerText(answer) || t('license.imported') })
      await reloadPublicSettings()
    } catch (error) {
      setMessage({ ok: false, text: answerText(errorBody(error)) || t('license.importFailed') })
    }
  }
  const data = detail.data
  const rows: Array<[string, string]> = data
    ? [
        ['license.corporation', data.corporation ?? ''],
        ['license.expired', formatServerDate(data.date_expired, 'medium', i18n.language) ?? data.date_expired ?? ''],
        ['license.assetCount', String(data.asset_count)],
        ['license.currentAssetCount', String(data.current_asset_count)],
      ]
    : []
  return (
    <SettingsPage title="menu.license">
      <Card role="region" aria-label={t('license.detail')}>
        <DefinitionList items={rows.map(([label, value]) => ({ key: label, term: t(label), value }))} />
      </Card>
      {message && (
        <MessageBar intent={message.ok ? 'success' : 'error'} role="status">
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
      <input
        ref={file}
        type="file"
        hidden
        aria-label={t('license.file')}
        onChange={(e) => {
          const chosen = e.target.files?.[0]
          if (chosen) void upload(chosen)
          e.target.value = ''
        }}
      />
      <div>
        <Button appearance="primary" onClick={() => file.current?.click()}>{t('license.import')}</Button>
      </div>
    </SettingsPage>
  )
}
