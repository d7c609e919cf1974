import { useLoadedComponent } from '@/generic/common/use-loaded-component'
import { useSnapshot } from 'valtio'
import { messagesState } from '@/shared/state/messages'
import { useUnreadSocket } from './use-unread-socket'

// Issue 24: the drawer's code (Fluent's drawer, the message items, DOMPurify, date-fns) is fetched on
// its first opening, not with the shell; the unread socket runs from the start (shell §7).
const loadMessageDrawer = () => import('./message-drawer')

/** The unread-count socket, and the site-message drawer once it has been opened. */
export function MessageCenter() {
  useUnreadSocket()
  const { drawerOpen } = useSnapshot(messagesState)
  return useLoadedComponent(loadMessageDrawer, drawerOpen)
}
