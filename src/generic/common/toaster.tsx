// The console's one Fluent Toaster, fetched with the first toast (issue 24: not in the first load).
import { Link, Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components'
import { useEffect } from 'react'
import { ERROR_TOAST_MS } from '@/shared/constants'
import { toastHost, type ToastRequest } from './toast-host'

const TOASTER_ID = 'console-toaster'

function ToastContent({ text, link }: ToastRequest) {
  return (
    <Toast>
      <ToastTitle>{text}</ToastTitle>
      {link && (
        <ToastBody>
          <Link
            href={link.href}
            onClick={(e) => {
              if (link.onClick) {
                e.preventDefault()
                link.onClick()
              }
            }}
          >
            {link.text}
          </Link>
        </ToastBody>
      )}
    </Toast>
  )
}

export default function FluentToaster() {
  const { dispatchToast } = useToastController(TOASTER_ID)
  useEffect(() => {
    toastHost.dispatch = (t) => dispatchToast(<ToastContent {...t} />, { intent: t.intent, timeout: t.timeoutMs ?? ERROR_TOAST_MS })
    for (const t of toastHost.queue.splice(0)) toastHost.dispatch(t)
    return () => {
      toastHost.dispatch = undefined
    }
  }, [dispatchToast])
  return <Toaster toasterId={TOASTER_ID} position="top" />
}
