// Settings › SMS (domain §2, change_sms, licence): the switch and backend, then the saved backend's
// own settings (alibaba, tencent, huawei, cmpp2 categories, reference §2.11).
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { settingValuesQuery } from '../api/settings'
import { SettingsForm } from '../components/settings-form'
import { SettingsPage } from '../components/settings-page'

const BACKENDS = ['alibaba', 'tencent', 'huawei', 'cmpp2']

export default function SmsPage() {
  const { t } = useTranslation('settings')
  const sms = useQuery(settingValuesQuery('sms'))
  const backend = String(sms.data?.SMS_BACKEND ?? '')
  return (
    <SettingsPage title="menu.settingsSms">
      <SettingsForm category="sms" title={t('categories.sms')} />
      {BACKENDS.includes(backend) && <SettingsForm key={backend} category={backend} title={t(`categories.${backend}`)} />}
    </SettingsPage>
  )
}
