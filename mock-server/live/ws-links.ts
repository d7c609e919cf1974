import { ws } from 'msw'
import { sessionOf } from '../session/sessions'
import { parseCookieHeader } from '../session/cookies'
import { subscribe } from './site-message-feed'
import { mock } from '../store/live-state'
import { subscribeTaskLog } from './task-log-feed'

// The mock's WebSockets for the in-process entry points (entry/node.ts setupServer, entry/browser.ts worker),
// through msw's `ws` links; entry/http.ts serves the same frames with the `ws` package. Both reuse
// site-message-feed.ts and task-log-feed.ts.
//
// msw does not expose the handshake's cookies to a link, so the user is found from document.cookie
// when the session cookie is readable there, else it is the most recently signed-in session: the
// browser demo and node tests hold one session at a time.
function currentUserId(): string | undefined {
  const cookie = typeof document === 'undefined' ? '' : document.cookie
  const found = cookie ? sessionOf(parseCookieHeader(cookie)) : undefined
  if (found) return found.user.id
  let latest: { userId: string; loginAt: number } | undefined
  for (const s of mock().sessions.values()) if (!s.pendingMfa && (!latest || s.loginAt >= latest.loginAt)) latest = s
  return latest?.userId
}

/** /ws/notifications/site-msg/: the unread count on connect and on every new message (shell §7). */
export const siteMessageLink = ws.link(/\/ws\/notifications\/site-msg\/?(\?.*)?$/)

/** /ws/ops/tasks/log/: {task} in (or ?task_id=); out {message: '\r\n'}, then {message, task} lines ending with celery's "succeeded in" line (no end frame). */
export const taskLogLink = ws.link(/\/ws\/ops\/tasks\/log\/?(\?.*)?$/)

export const socketHandlers = [
  siteMessageLink.addEventListener('connection', ({ client }) => {
    const userId = currentUserId()
    if (!userId) return client.close()
    const unsubscribe = subscribe(userId, (frame) => client.send(JSON.stringify(frame)), () => client.close())
    client.addEventListener('close', () => unsubscribe())
  }),
  taskLogLink.addEventListener('connection', ({ client }) => {
    if (!currentUserId()) return client.close()
    const unsubscribes: (() => void)[] = []
    const follow = (taskId: string) => unsubscribes.push(subscribeTaskLog(taskId, (frame) => client.send(JSON.stringify(frame))))
    const fromQuery = client.url.searchParams.get('task_id')
    if (fromQuery) follow(fromQuery)
    client.addEventListener('message', (event) => {
      const task = taskOf(event.data)
      if (task) follow(task)
    })
    client.addEventListener('close', () => unsubscribes.forEach((u) => u()))
  }),
]

/** The task id of a client frame ({"task": id}, as Lina sends it), if any. */
export function taskOf(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const parsed = JSON.parse(data) as { task?: unknown }
    return typeof parsed.task === 'string' && parsed.task ? parsed.task : undefined
  } catch {
    return undefined
  }
}
