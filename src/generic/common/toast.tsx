// Success and failure toasts (shell §8) through the console's one Toaster. `ConsoleToaster` is mounted
// once in the app's provider tree (shell/notices.tsx), above the router: the toasts carry the branding
// theme and the language, and one raised just before a navigation (delete → list route) outlives the
// page that raised it. `notify` may be called before the Toaster is here: the toast waits for it. The
// Toaster's code is fetched with the first toast (issue 24: the first load carries no toast code).
import { useSyncExternalStore } from 'react'
import { subscribeToasts, toastsWanted } from './toast-host'
import { useLoadedComponent } from './use-loaded-component'

export { notify } from './toast-host'

const loadToaster = () => import('./toaster')

/** The one Toaster of the console; mount it once inside the FluentProvider. */
export function ConsoleToaster() {
  const wanted = useSyncExternalStore(subscribeToasts, toastsWanted)
  return useLoadedComponent(loadToaster, wanted, false)
}
