import { Button, Card, Checkbox, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { NEXT_HOME, safeNext } from '@contracts/safe-next'
import { BASE } from '@/shared/api/session'
import { api, PROFILE_URL } from '@/shared/api/client'
import type { Profile } from '@/shared/api/types'
import { sessionState } from '@/shared/state/session'
import { PageHeading } from '@/generic/common/page-heading'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
  card: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/**
 * Shell §2, §4: users whose profile marks a first login land here. A minimal form: confirming
 * PATCHes is_first_login false and continues to the validated next path. Domain §5: the terms must
 * be agreed; without the tick nothing is sent and the box says "Please agree to the terms" (domain §8).
 */
export default function ProfileImprovementPage() {
  const { t } = useTranslation(['shell', 'errors'])
  const styles = useStyles()
  const { profile } = useSnapshot(sessionState)
  const [phone, setPhone] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [refused, setRefused] = useState(false)
  const done = useMutation({
    mutationFn: () => api.patch<Profile>(PROFILE_URL, { is_first_login: false, ...(phone.trim() ? { phone: phone.trim() } : {}) }),
    onSuccess: () => {
      const next = safeNext(new URLSearchParams(window.location.search).get('next'))
      window.location.assign(next === BASE || next.startsWith(`${BASE}/`) ? next : NEXT_HOME)
    },
  })
  return (
    <section className={styles.root}>
      <PageHeading>{t('improvement.title')}</PageHeading>
      <Card className={styles.card}>
        <Text>{t('improvement.intro', { name: profile?.name ?? '' })}</Text>
        <Field label={t('improvement.phone')}>
          <Input value={phone} onChange={(_, d) => setPhone(d.value)} />
        </Field>
        <Field validationState={refused && !agreed ? 'error' : 'none'} validationMessage={refused && !agreed ? t('errors:agreeTerms') : undefined}>
          <Checkbox
            label={t('improvement.terms')}
            checked={agreed}
            onChange={(_, d) => setAgreed(d.checked === true)}
          />
        </Field>
        <Button
          appearance="primary"
          disabled={done.isPending}
          onClick={() => {
            if (!agreed) return setRefused(true)
            done.mutate()
          }}
        >
          {t('improvement.submit')}
        </Button>
      </Card>
    </section>
  )
}
