// Success and failure toasts (shell §8) through the console's one Toaster. `ConsoleToaster` is mounted
// once in the app's provider tree (shell/notices.tsx), above the router: the toasts carry the branding
// theme and the language, and one raised just before a navigation (delete → list route) outlives the
// page that raised it. `notify` may be called before the Toaster is here: the toast waits for it. The
// Toaster's code is fetched with the first toast (issue 24: the first load carries no toast code). It is
// rendered once its module has arrived, not through Suspense: React commits a suspended boundary on a
// timer, and a toast must not wait on timers (a paused page clock, shell §8's 100 ms rule under test).
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'
import { subscribeToasts, toastsWanted } from './toast-host'

export { notify } from './toast-host'

/** The one Toaster of the console; mount it once inside the FluentProvider. */
export function ConsoleToaster() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted)
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!wanted || Toaster) return
    let live = true
    void import('./toaster').then((module) => live && setToaster(() => module.default))
    return () => {
      live = false
    }
  }, [wanted, Toaster])
  return Toaster ? <Toaster /> : null
}
