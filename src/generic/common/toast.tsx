// Success and failure toasts of the generic pages (shell §8). They live in their own root so a toast
// raised just before a navigation (delete → list route) survives the page that raised it.
import {
  FluentProvider,
  Link,
  Toast,
  ToastBody,
  Toaster,
  ToastTitle,
  createDOMRenderer,
  useToastController,
  webLightTheme,
  RendererProvider,
} from '@fluentui/react-components'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { ERROR_TOAST_MS } from '@/shared/constants'

export type ToastIntent = 'success' | 'error' | 'warning' | 'info'
export interface ToastRequest {
  intent: ToastIntent
  text: string
  /** A link inside the toast, e.g. to the created object's detail (shell §8). */
  link?: { text: string; href: string; onClick?: () => void }
}

const TOASTER_ID = 'generic-toaster'
const host: { dispatch?: (t: ToastRequest) => void; queue: ToastRequest[] } = { queue: [] }

function ToastHost() {
  const { dispatchToast } = useToastController(TOASTER_ID)
  useEffect(() => {
    host.dispatch = (t) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{t.text}</ToastTitle>
          {t.link && (
            <ToastBody>
              <Link
                href={t.link.href}
                onClick={(e) => {
                  if (t.link?.onClick) {
                    e.preventDefault()
                    t.link.onClick()
                  }
                }}
              >
                {t.link.text}
              </Link>
            </ToastBody>
          )}
        </Toast>,
        { intent: t.intent, timeout: ERROR_TOAST_MS },
      )
    for (const t of host.queue.splice(0)) host.dispatch(t)
  }, [dispatchToast])
  return <Toaster toasterId={TOASTER_ID} position="top" />
}

let mounted = false
function mount() {
  if (mounted || typeof document === 'undefined') return
  mounted = true
  const host = document.createElement('div')
  host.dataset.toaster = 'generic'
  document.body.appendChild(host)
  createRoot(host).render(
    <RendererProvider renderer={createDOMRenderer()}>
      <FluentProvider theme={webLightTheme}>
        <ToastHost />
      </FluentProvider>
    </RendererProvider>,
  )
}

export function notify(request: ToastRequest) {
  mount()
  if (host.dispatch) host.dispatch(request)
  else host.queue.push(request)
}
