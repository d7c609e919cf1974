import { Button, CounterBadge, Tooltip, makeStyles } from '@fluentui/react-components'
import { Alert20Regular, Settings20Regular, TicketDiagonal20Regular, WindowConsole20Regular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { pathOf } from '@/shared/access/route-table'
import { useAssignedTicketCount } from '@/shared/api/assigned-tickets'
import { UNREAD_BADGE_MAX } from '@/shared/constants'
import { messagesState } from '@/shared/state/messages'
import { useShell } from '../use-shell'

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-4px', right: '-6px', pointerEvents: 'none' },
})

function Badged({ count, label, children }: { count: number; label: string; children: React.ReactNode }) {
  const styles = useStyles()
  return (
    <span className={styles.wrap}>
      {children}
      {count > 0 && (
        <CounterBadge className={styles.badge} count={count} overflowCount={UNREAD_BADGE_MAX} size="small" color="danger" aria-label={label} />
      )}
    </span>
  )
}

/** Shell §6: web terminal (rbac.view_webterminal), settings (settings.view_setting), tickets, messages. */
export function NavIcons() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { profile, settings, licensed, can } = useShell()
  const { unread } = useSnapshot(messagesState)
  const showTickets = can('tickets.view_ticket') && settings.TICKETS_ENABLED === true && licensed
  // Shell §7: tickets assigned to the user and still open; the badge shows their count.
  const ticketCount = useAssignedTicketCount(profile.id, { enabled: showTickets })
  return (
    <>
      {can('rbac.view_webterminal') && (
        <Tooltip content={t('navbar.webTerminal')} relationship="label">
          <Button as="a" href="/luna/" target="_blank" rel="noopener noreferrer" appearance="subtle" icon={<WindowConsole20Regular />} />
        </Tooltip>
      )}
      {can('settings.view_setting') && (
        <Tooltip content={t('navbar.settings')} relationship="label">
          <Button appearance="subtle" icon={<Settings20Regular />} onClick={() => navigate('/settings/')} />
        </Tooltip>
      )}
      {showTickets && (
        <Badged count={ticketCount} label={t('navbar.assignedCount', { count: ticketCount })}>
          <Tooltip content={t('navbar.tickets')} relationship="label">
            <Button appearance="subtle" icon={<TicketDiagonal20Regular />} onClick={() => navigate(pathOf('AssignedTicketList'))} />
          </Tooltip>
        </Badged>
      )}
      <Badged count={unread} label={t('messages.unreadCount', { count: unread })}>
        <Tooltip content={t('messages.title')} relationship="label">
          <Button appearance="subtle" icon={<Alert20Regular />} onClick={() => (messagesState.drawerOpen = true)} />
        </Tooltip>
      </Badged>
    </>
  )
}
