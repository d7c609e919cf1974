import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, Text, makeStyles, tokens } from '@fluentui/react-components'
import { Dismiss20Regular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { serverErrorText } from '@/shared/errors/catalogue'
import { MESSAGE_DRAWER_WIDTH_MOBILE, MESSAGE_DRAWER_WIDTH_PX } from '@/shared/constants'
import { messagesState } from '@/shared/state/messages'
import { viewState } from '@/shared/state/view'
import { notify } from '@/generic/common/toast'
import { MessageItem } from './message-item'
import { useMarkRead, useUnreadMessages } from './site-messages'
import { errorBody } from '@/shared/api/error-body'
import { useReturnFocus } from '@/generic/common/dialog-surface'

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  toolbar: { display: 'flex', justifyContent: 'flex-end', paddingBottom: tokens.spacingVerticalS },
})

/** Mounted while the drawer is open: closing it gives the focus back to what opened it (issue 26). */
function FocusReturn() {
  useReturnFocus()
  return null
}

/** Shell §2, §4 (loaded on its first opening: shell/messages/message-center.tsx): the site-message drawer, 380 px wide (70% on mobile), the unread list of 15. */
export default function MessageDrawer() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { drawerOpen } = useSnapshot(messagesState)
  const { device } = useSnapshot(viewState)
  const messages = useUnreadMessages(drawerOpen)
  const markRead = useMarkRead()
  const read = (ids: string[] | 'all') =>
    markRead.mutate(ids, {
      onError: (error) => {
        notify({ intent: 'error', text: serverErrorText(errorBody(error)) ?? t('errors:unknownError') })
      },
    })
  const list = messages.data?.results ?? []
  return (
    <OverlayDrawer
      open={drawerOpen}
      position="end"
      onOpenChange={(_, d) => (messagesState.drawerOpen = d.open)}
      style={{ width: device === 'mobile' ? MESSAGE_DRAWER_WIDTH_MOBILE : `${MESSAGE_DRAWER_WIDTH_PX}px` }}
      aria-label={t('messages.title')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('messages.close')} icon={<Dismiss20Regular />} onClick={() => (messagesState.drawerOpen = false)} />}
        >
          {t('messages.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <FocusReturn />
        <div className={styles.toolbar}>
          <Button size="small" disabled={list.length === 0 || markRead.isPending} onClick={() => read('all')}>
            {t('messages.markAllRead')}
          </Button>
        </div>
        {messages.isError && <Text role="alert">{t('errors:getFailed')}</Text>}
        {messages.isSuccess && list.length === 0 && <Text>{t('messages.empty')}</Text>}
        <ul className={styles.list} aria-label={t('messages.list')}>
          {list.map((m) => (
            <MessageItem key={m.id} message={m} busy={markRead.isPending} onRead={() => read([m.id])} />
          ))}
        </ul>
      </DrawerBody>
    </OverlayDrawer>
  )
}
