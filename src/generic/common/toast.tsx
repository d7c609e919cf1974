// Success and failure toasts (shell §8) through the console's one Toaster. `ConsoleToaster` is mounted
// once in the app's provider tree (shell/notices.tsx), above the router: the toasts carry the branding
// theme and the language, and one raised just before a navigation (delete → list route) outlives the
// page that raised it. `notify` may be called before the Toaster is mounted: the toast waits for it.
import { Link, Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components'
import { useEffect } from 'react'
import { ERROR_TOAST_MS } from '@/shared/constants'

export type ToastIntent = 'success' | 'error' | 'warning' | 'info'
export interface ToastRequest {
  intent: ToastIntent
  text: string
  /** A link inside the toast, e.g. to the created object's detail (shell §8). */
  link?: { text: string; href: string; onClick?: () => void }
  /** How long the toast stays; the error toast's 5 s by default (shell §9). */
  timeoutMs?: number
}

const TOASTER_ID = 'console-toaster'
const host: { dispatch?: (t: ToastRequest) => void; queue: ToastRequest[] } = { queue: [] }

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

/** The one Toaster of the console; mount it once inside the FluentProvider. */
export function ConsoleToaster() {
  const { dispatchToast } = useToastController(TOASTER_ID)
  useEffect(() => {
    host.dispatch = (t) => dispatchToast(<ToastContent {...t} />, { intent: t.intent, timeout: t.timeoutMs ?? ERROR_TOAST_MS })
    for (const t of host.queue.splice(0)) host.dispatch(t)
    return () => {
      host.dispatch = undefined
    }
  }, [dispatchToast])
  return <Toaster toasterId={TOASTER_ID} position="top" />
}

export function notify(request: ToastRequest) {
  if (host.dispatch) host.dispatch(request)
  else host.queue.push(request)
}
