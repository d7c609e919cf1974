import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { messagesState } from '@/shared/state/messages'
import { MESSAGES_KEY } from './site-messages'

const MAX_BACKOFF_MS = 30_000

/** Shell §7: /ws/notifications/site-msg/ (wss on https) pushes {type: 'unread_count'}; reconnects with backoff. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/notifications/site-msg/`
}

export function useUnreadSocket() {
  const queryClient = useQueryClient()
  useEffect(() => {
    let socket: WebSocket | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let attempt = 0
    let stopped = false
    const connect = () => {
      socket = new WebSocket(socketUrl(window.location))
      socket.onopen = () => {
        attempt = 0
      }
      socket.onmessage = (event) => {
        try {
          const frame = JSON.parse(String(event.data)) as { type?: string; unread_count?: unknown }
          if (frame.type === 'unread_count' && typeof frame.unread_count === 'number') {
            messagesState.unread = frame.unread_count
            void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY })
          }
        } catch {
          // A frame that is not JSON carries no count.
        }
      }
      socket.onclose = () => {
        if (stopped) return
        const wait = Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS)
        attempt += 1
        retry = setTimeout(connect, wait)
      }
    }
    connect()
    return () => {
      stopped = true
      if (retry) clearTimeout(retry)
      socket?.close()
    }
  }, [queryClient])
}
