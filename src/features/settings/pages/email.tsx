// Settings › email (domain §2, change_email): the SMTP form, the 465/SSL and 587/TLS hint, and the
// mail test (shell §7: POST settings/mail/testing/, errors silent) whose answer shows in the page.
import { Button, Text } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SMTP_SSL_PORT, SMTP_TLS_PORT } from '@/shared/constants'
import { encryptSecretFields } from '@/shared/crypto/encrypt'
import { silentPost } from '../api/settings'
import { SettingsForm } from '../components/settings-form'
import { SettingsPage } from '../components/settings-page'
import { TestResultBar, runTest, type TestResult } from '../components/test-result'

/**
 * The mail test posts the mail settings as currently typed (shell §7), saved or not. A password left
 * empty keeps the stored one, as a save does; a typed one leaves encrypted, as a save sends it (shell §3).
 */
function mailSettings(values: Record<string, unknown>) {
  const { EMAIL_HOST_PASSWORD: password, ...rest } = values
  return encryptSecretFields(password ? { ...rest, EMAIL_HOST_PASSWORD: password } : rest, { fields: ['EMAIL_HOST_PASSWORD'] })
}

export default function EmailPage() {
  const { t } = useTranslation('settings')
  const [result, setResult] = useState<TestResult>(null)
  const [busy, setBusy] = useState(false)
  const test = async (values: Record<string, unknown>) => {
    setBusy(true)
    setResult(await runTest(() => silentPost('/api/v1/settings/mail/testing/', mailSettings(values))))
    setBusy(false)
  }
  return (
    <SettingsPage title="menu.settingsEmail">
      <SettingsForm
        category="email"
        title={t('categories.email')}
        actions={(values, editable) =>
          editable && (
            <Button type="button" disabled={busy} onClick={() => void test(values)}>
              {t('email.test')}
            </Button>
          )
        }
      >
        <Text size={200}>{t('email.portHint', { ssl: SMTP_SSL_PORT, tls: SMTP_TLS_PORT })}</Text>
        <TestResultBar result={result} label={t('email.testResult')} />
      </SettingsForm>
    </SettingsPage>
  )
}
