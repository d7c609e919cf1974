// The queue between `notify` (called anywhere) and the Toaster (loaded on the first toast, issue 24).
export type ToastIntent = 'success' | 'error' | 'warning' | 'info'
export interface ToastRequest {
  intent: ToastIntent
  text: string
  /** A link inside the toast, e.g. to the created object's detail (shell §8). */
  link?: { text: string; href: string; onClick?: () => void }
  /** How long the toast stays; the error toast's 5 s by default (shell §9). */
  timeoutMs?: number
}

export const toastHost: { dispatch?: (t: ToastRequest) => void; queue: ToastRequest[]; wanted: boolean; listeners: Set<() => void> } = {
  queue: [],
  wanted: false,
  listeners: new Set(),
}

export const subscribeToasts = (listener: () => void) => {
  toastHost.listeners.add(listener)
  return () => void toastHost.listeners.delete(listener)
}
export const toastsWanted = () => toastHost.wanted

export function notify(request: ToastRequest) {
  if (toastHost.dispatch) return toastHost.dispatch(request)
  toastHost.queue.push(request)
  if (!toastHost.wanted) {
    toastHost.wanted = true
    for (const listener of toastHost.listeners) listener()
  }
}
