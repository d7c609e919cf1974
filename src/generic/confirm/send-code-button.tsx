// Verification-code send button (shell §4, §9): after sending, disabled for 60 s with a countdown.
import { Button } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CODE_RESEND_WAIT_S } from '@/shared/constants'

export function SendCodeButton({ onSend }: { onSend: () => Promise<unknown> }) {
  const { t } = useTranslation('generic')
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return (
    <Button
      disabled={left > 0}
      onClick={async () => {
        setLeft(CODE_RESEND_WAIT_S)
        try {
          await onSend()
        } catch {
          setLeft(0)
        }
      }}
    >
      {left > 0 ? t('confirm.resendIn', { seconds: left }) : t('confirm.sendCode')}
    </Button>
  )
}
