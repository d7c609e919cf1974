import { mock, onReset } from './state'

// Who listens for a user's unread count: the HTTP server's sockets and msw's ws links alike.
type Listener = (frame: { type: 'unread_count'; unread_count: number }) => void
const listeners = new Map<string, Set<Listener>>()

export const unreadCount = (userId: string) =>
  mock().db.siteMessage.count({ where: { user: { equals: userId }, has_read: { equals: false } } })

export function subscribe(userId: string, listener: Listener) {
  const set = listeners.get(userId) ?? new Set()
  set.add(listener)
  listeners.set(userId, set)
  listener({ type: 'unread_count', unread_count: unreadCount(userId) })
  return () => set.delete(listener)
}

export function publishUnread(userId: string) {
  const frame = { type: 'unread_count' as const, unread_count: unreadCount(userId) }
  listeners.get(userId)?.forEach((listener) => listener(frame))
}

onReset(() => listeners.forEach((set, userId) => set.forEach((l) => l({ type: 'unread_count', unread_count: unreadCount(userId) }))))
