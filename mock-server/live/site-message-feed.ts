import { mock, onReset } from '../store/live-state'

// Who listens for a user's unread count: the HTTP server's sockets and msw's ws links alike.
type Listener = (frame: { type: 'unread_count'; unread_count: number }) => void
const listeners = new Map<string, Set<Listener>>()
/** How to close each open socket, so a test can drop them all and watch the console reconnect. */
const closers = new Set<() => void>()

export const unreadCount = (userId: string) =>
  mock().db.siteMessage.count({ where: { user: { equals: userId }, has_read: { equals: false } } })

export function subscribe(userId: string, listener: Listener, close: () => void) {
  const set = listeners.get(userId) ?? new Set()
  set.add(listener)
  listeners.set(userId, set)
  closers.add(close)
  listener({ type: 'unread_count', unread_count: unreadCount(userId) })
  return () => {
    set.delete(listener)
    closers.delete(close)
  }
}

/** Closes every site-message socket as a network drop would (POST /__mock/sockets/drop). */
export function dropSockets() {
  const count = closers.size
  ;[...closers].forEach((close) => close())
  return count
}

export function publishUnread(userId: string) {
  const frame = { type: 'unread_count' as const, unread_count: unreadCount(userId) }
  listeners.get(userId)?.forEach((listener) => listener(frame))
}

onReset(() => listeners.forEach((set, userId) => set.forEach((l) => l({ type: 'unread_count', unread_count: unreadCount(userId) }))))
