// Success and failure toasts (shell §8) through the console's one Toaster. `ConsoleToaster` is mounted
// once in the app's provider tree (shell/notices.tsx), above the router: the toasts carry the branding
// theme and the language, and one raised just before a navigation (delete → list route) outlives the
// page that raised it. `notify` may be called before the Toaster is here: the toast waits for it. The
// Toaster's code is fetched with the first toast (issue 24: the first load carries no toast code).
import { makeStyles, tokens } from '@fluentui/react-components'
import { createElement, useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { ERROR_TOAST_MS } from '@/shared/constants'
import { subscribeToasts, toastHost, toastsQueued, toastsWanted, unqueue, type ToastRequest } from './toast-host'
import { startLoad, useLoadState } from './use-loaded-component'

export { notify } from './toast-host'

const loadToaster = () => import('./toaster')

/** The one Toaster of the console; mount it once inside the FluentProvider. */
export function ConsoleToaster() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted)
  const state = useLoadState(loadToaster, wanted)
  // Once its code has failed to come, the messages are shown as text until it comes.
  const [fellBack, setFellBack] = useState(false)
  if (state?.status === 'failed' && !fellBack) setFellBack(true)
  if (state?.status === 'loaded') return createElement(state.value.default)
  return fellBack ? <PlainToasts /> : null
}

const useStyles = makeStyles({
  region: { position: 'fixed', top: tokens.spacingVerticalL, left: '50%', transform: 'translateX(-50%)', zIndex: 1000000, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toast: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  close: { border: 'none', background: 'none', color: 'inherit', cursor: 'pointer', font: 'inherit' },
})

/**
 * The waiting messages as text, while the Toaster's code cannot be fetched (shell §8: the user is told,
 * whatever failed): each leaves after its time or when closed, and the next message fetches the Toaster
 * again, which then shows what is still waiting.
 */
/** When each waiting message was first shown as text, and its key there. */
const shown = new WeakMap<ToastRequest, { at: number; key: number }>()
let shownCount = 0
const shownOf = (toast: ToastRequest) => {
  let entry = shown.get(toast)
  if (!entry) shown.set(toast, (entry = { at: Date.now(), key: ++shownCount }))
  return entry
}

function PlainToasts() {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const queued = useSyncExternalStore(subscribeToasts, toastsQueued)
  const [first] = useState(queued)
  useEffect(() => {
    if (queued !== first) void startLoad(loadToaster).catch(() => undefined)
  }, [queued, first])
  const waiting = toastHost.queue
  useEffect(() => {
    const timers = waiting.map((toast) => setTimeout(() => unqueue(toast), shownOf(toast).at + (toast.timeoutMs ?? ERROR_TOAST_MS) - Date.now()))
    return () => timers.forEach(clearTimeout)
  }, [waiting, queued])
  return (
    <div role="alert" className={styles.region}>
      {waiting.map((toast) => (
        <div key={shownOf(toast).key} className={styles.toast}>
          <span>{toast.text}</span>
          <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={() => unqueue(toast)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
