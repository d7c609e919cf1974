// Verification-code send button (shell §4, §9): after sending, disabled for 60 s with a countdown.
// The countdown is read from a deadline on every tick, so a late or throttled timer never stretches it.
import { Button } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CODE_RESEND_WAIT_S } from '@/shared/constants'

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

export function SendCodeButton({ onSend }: { onSend: () => Promise<unknown> }) {
  const { t } = useTranslation('generic')
  const [deadline, setDeadline] = useState(0)
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (!deadline) return
    const timer = setInterval(() => {
      const now = secondsLeft(deadline)
      setLeft(now)
      if (now === 0) setDeadline(0)
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return (
    <Button
      disabled={left > 0}
      onClick={async () => {
        const end = Date.now() + CODE_RESEND_WAIT_S * 1000
        setDeadline(end)
        setLeft(secondsLeft(end))
        try {
          await onSend()
        } catch {
          setDeadline(0)
          setLeft(0)
        }
      }}
    >
      {left > 0 ? t('confirm.resendIn', { seconds: left }) : t('confirm.sendCode')}
    </Button>
  )
}
