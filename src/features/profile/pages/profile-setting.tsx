// Personal settings (domain §2 profile/setting): the password change under the security settings'
// rules (domain §5, public PASSWORD_RULE; the server checks them again), MFA bind and unbind (the
// platform's own pages under /core/), and the SSH public key.
import { Button, Card, Field, Input, Link, MessageBar, MessageBarBody, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { flattenErrors, type FieldErrors } from '@/generic/form/server-errors'
import { api, PROFILE_URL } from '@/shared/api/client'
import { useProfile } from '@/shared/api/profile'
import { encryptPassword } from '@/shared/crypto/encrypt'
import { passwordProblems, type PasswordRule } from '@/shared/lib/password-rules'
import { sessionState } from '@/shared/state/session'
import { errorBody } from '@/shared/api/error-body'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
})

const OTP_ENABLE = '/core/auth/profile/otp/enable/start/'
const OTP_DISABLE = '/core/auth/profile/otp/disable/'

const errorsOf = (error: unknown): FieldErrors => flattenErrors(errorBody(error))

function PasswordCard() {
  const { t } = useTranslation('profile')
  const styles = useStyles()
  const { publicSettings } = useSnapshot(sessionState)
  const rule = (publicSettings?.PASSWORD_RULE ?? {}) as PasswordRule
  const [form, setForm] = useState({ old_password: '', new_password: '', new_password_again: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [done, setDone] = useState(false)
  const set = (key: keyof typeof form) => (_: unknown, d: { value: string }) => setForm((f) => ({ ...f, [key]: d.value }))
  const submit = async () => {
    setDone(false)
    const local: FieldErrors = {}
    if (!form.old_password) local.old_password = t('setting.required')
    const problems = passwordProblems(form.new_password, rule)
    if (problems.length) local.new_password = problems.map((p) => t(`setting.rules.${p}`, { min: rule.SECURITY_PASSWORD_MIN_LENGTH ?? 6 })).join('; ')
    if (form.new_password !== form.new_password_again) local.new_password_again = t('setting.mismatch')
    setErrors(local)
    if (Object.keys(local).length) return
    try {
      await api.put(`${PROFILE_URL}password/`, Object.fromEntries(Object.entries(form).map(([k, v]) => [k, encryptPassword(v)])), { silent: true })
      setForm({ old_password: '', new_password: '', new_password_again: '' })
      setDone(true)
    } catch (error) {
      setErrors(errorsOf(error))
    }
  }
  const field = (key: keyof typeof form) => (
    <Field label={t(`setting.${key}`)} validationMessage={errors[key]} validationState={errors[key] ? 'error' : 'none'}>
      <Input type="password" autoComplete="new-password" value={form[key]} onChange={set(key)} />
    </Field>
  )
  return (
    <Card className={styles.card} role="region" aria-label={t('setting.password')}>
      <Text as="h2" weight="semibold">{t('setting.password')}</Text>
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('setting.passwordChanged')}</MessageBarBody>
        </MessageBar>
      )}
      {field('old_password')}
      {field('new_password')}
      {field('new_password_again')}
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
      <h1 className={styles.heading}>{t('setting.title')}</h1>
      <PasswordCard />
      <MfaCard />
      <PublicKeyCard />
    </section>
  )
}
