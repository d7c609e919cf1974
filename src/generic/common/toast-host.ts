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

/** `queued` changes with every message queued or taken off the queue. */
export const toastHost: { dispatch?: (t: ToastRequest) => void; queue: ToastRequest[]; queued: number; wanted: boolean; listeners: Set<() => void> } = {
  queue: [],
  queued: 0,
  wanted: false,
  listeners: new Set(),
}

export const subscribeToasts = (listener: () => void) => {
  toastHost.listeners.add(listener)
  return () => void toastHost.listeners.delete(listener)
}
export const toastsWanted = () => toastHost.wanted
export const toastsQueued = () => toastHost.queued

/** Takes `request` off the queue (a message the user closed, or whose time is up). */
export function unqueue(request: ToastRequest) {
  const i = toastHost.queue.indexOf(request)
  if (i < 0) return
  toastHost.queue.splice(i, 1)
  toastHost.queued++
  for (const listener of toastHost.listeners) listener()
}

export function notify(request: ToastRequest) {
  if (toastHost.dispatch) return toastHost.dispatch(request)
  toastHost.queue.push(request)
  toastHost.queued++
  toastHost.wanted = true
  for (const listener of toastHost.listeners) listener()
}
