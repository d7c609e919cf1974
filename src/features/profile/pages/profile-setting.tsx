// Personal settings (domain §2 profile/setting): the password change under the security settings'
// rules (domain §5, public PASSWORD_RULE; the server checks them again), MFA bind and unbind (the
// platform's own pages under /core/), and the SSH public key.
import { Button, Card, Field, Link, MessageBar, MessageBarBody, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { buildFieldModels, formValues } from '@/generic/form/field-model'
import { FormField } from '@/generic/form/field-widget'
import { FormError } from '@/generic/form/form-error'
import { flattenErrors, type FieldErrors } from '@/generic/form/server-errors'
import { useMetadataForm } from '@/generic/form/use-metadata-form'
import type { FieldInfo } from '@/shared/api/resource'
import { api, PROFILE_URL } from '@/shared/api/client'
import { passwordProblems, type PasswordRule } from '@/shared/lib/password-rules'
import { sessionState } from '@/shared/state/session'
import { errorBody } from '@/shared/api/error-body'
import { useProfile } from '@/shared/api/profile'
import { PageHeading } from '@/generic/common/page-heading'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
})

const OTP_ENABLE = '/core/auth/profile/otp/enable/start/'
const OTP_DISABLE = '/core/auth/profile/otp/disable/'

const errorsOf = (error: unknown): FieldErrors => flattenErrors(errorBody(error))

const PASSWORD_FIELDS = ['old_password', 'new_password', 'new_password_again'] as const

function PasswordCard() {
  const { t } = useTranslation('profile')
  const styles = useStyles()
  const { publicSettings } = useSnapshot(sessionState)
  const rule = useMemo(() => (publicSettings?.PASSWORD_RULE ?? {}) as PasswordRule, [publicSettings])
  const [done, setDone] = useState(false)
  // The server's password serializer, as metadata: three required write-only fields (each a masked input).
  const models = useMemo(() => {
    const field = (name: string): FieldInfo => ({ type: 'string', required: true, read_only: false, write_only: true, label: t(`setting.${name}`) })
    return buildFieldModels(Object.fromEntries(PASSWORD_FIELDS.map((n) => [n, field(n)])), {
      // Domain §5: the new password under the security settings' rules (the server checks them again).
      new_password: { validate: (v) => passwordProblems(String(v ?? ''), rule).map((p) => t(`setting.rules.${p}`, { min: rule.SECURITY_PASSWORD_MIN_LENGTH ?? 6 })).join('; ') || null },
      new_password_again: { validate: (v, all) => (v !== all.new_password ? t('setting.mismatch') : null) },
    })
  }, [t, rule])
  const form = useMetadataForm({
    models,
    initial: formValues(models),
    isUpdate: false,
    failure: 'errors:updateFailed',
    // All three travel encrypted (shell §3).
    encrypt: PASSWORD_FIELDS,
    send: (body) => api.put(`${PROFILE_URL}password/`, body, { silent: true }),
  })
  const submit = async () => {
    setDone(false)
    if (!(await form.submit())) return
    form.reset()
    setDone(true)
  }
  return (
    <Card className={styles.card} role="region" aria-label={t('setting.password')}>
      <Text as="h2" weight="semibold">{t('setting.password')}</Text>
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('setting.passwordChanged')}</MessageBarBody>
        </MessageBar>
      )}
      <FormError form={form} />
      {models.map((model) => (
        <FormField key={model.name} form={form} model={model} />
      ))}
      <div>
        <Button appearance="primary" onClick={() => void submit()}>{t('setting.changePassword')}</Button>
      </div>
    </Card>
  )
}

function MfaCard() {
  const { t } = useTranslation('profile')
  const styles = useStyles()
  const profile = useProfile()
  const bound = Boolean(profile.data?.is_otp_secret_key_bound)
  return (
    <Card className={styles.card} role="region" aria-label={t('setting.mfa')}>
      <Text as="h2" weight="semibold">{t('setting.mfa')}</Text>
      <Text>{t(bound ? 'setting.mfaBound' : 'setting.mfaUnbound')}</Text>
      <Link href={bound ? OTP_DISABLE : OTP_ENABLE}>{t(bound ? 'setting.mfaUnbind' : 'setting.mfaBind')}</Link>
    </Card>
  )
}

function PublicKeyCard() {
  const { t } = useTranslation('profile')
  const styles = useStyles()
  const [key, setKey] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState(false)
  const submit = async () => {
    setDone(false)
    try {
      await api.put(`${PROFILE_URL}public-key/`, { public_key: key.trim() }, { silent: true })
      setError(undefined)
      setDone(true)
    } catch (e) {
      setError(errorsOf(e).public_key ?? t('setting.keyFailed'))
    }
  }
  return (
    <Card className={styles.card} role="region" aria-label={t('setting.publicKey')}>
      <Text as="h2" weight="semibold">{t('setting.publicKey')}</Text>
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('setting.keySaved')}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('setting.publicKey')} validationMessage={error} validationState={error ? 'error' : 'none'}>
        <Textarea rows={4} value={key} onChange={(_, d) => setKey(d.value)} />
      </Field>
      <div>
        <Button onClick={() => void submit()}>{t('setting.saveKey')}</Button>
      </div>
    </Card>
  )
}

export default function ProfileSettingPage() {
  const { t } = useTranslation('profile')
  const styles = useStyles()
  return (
    <section className={styles.page} aria-label={t('setting.title')}>
      <PageHeading>{t('setting.title')}</PageHeading>
      <PasswordCard />
      <MfaCard />
      <PublicKeyCard />
    </section>
  )
}
