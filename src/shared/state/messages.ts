import { proxy } from 'valtio'

/** Site messages (shell §4): the unread count pushed over the socket, and the drawer. */
export const messagesState = proxy<{ unread: number; drawerOpen: boolean }>({ unread: 0, drawerOpen: false })
