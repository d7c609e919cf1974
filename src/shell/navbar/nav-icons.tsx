import { Button, makeStyles } from '@fluentui/react-components'
import { createElement } from 'react'
import { Alert20Regular, Settings20Regular, TicketDiagonal20Regular, WindowConsole20Regular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { pathOf } from '@/shared/access/route-table'
import { useAssignedTicketCount } from '@/shared/api/assigned-tickets'
import { messagesState } from '@/shared/state/messages'
import { FirstUse } from '../first-use'
import { useLoaded } from '@/generic/common/use-loaded-component'
import { useShell } from '../use-shell'

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-4px', right: '-6px', pointerEvents: 'none' },
})

/** An icon button named by a tooltip: its label until the widgets are here (first-use.tsx). */
function TipButton({ id, label, button }: { id: string; label: string; button: React.ReactElement }) {
  return (
    <FirstUse id={id} render={(w, arrival) => <w.Tip content={label} shown={arrival.shown}>{button}</w.Tip>}>
      {button}
    </FirstUse>
  )
}

const loadBadge = () => import('./unread-badge').then((m) => m.CountBadge)

function Badged({ count, label, children }: { count: number; label: string; children: React.ReactNode }) {
  const styles = useStyles()
  // Issue 24: Fluent's badge code comes with the first count to show, not with the first paint.
  const Badge = useLoaded(loadBadge, count > 0)
  return (
    <span className={styles.wrap}>
      {children}
      {count > 0 && Badge && createElement(Badge, { className: styles.badge, count, label })}
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
        <TipButton
          id="nav-terminal"
          label={t('navbar.webTerminal')}
          button={<Button as="a" href="/luna/" target="_blank" rel="noopener noreferrer" appearance="subtle" icon={<WindowConsole20Regular />} aria-label={t('navbar.webTerminal')} />}
        />
      )}
      {can('settings.view_setting') && (
        <TipButton
          id="nav-settings"
          label={t('navbar.settings')}
          button={<Button appearance="subtle" icon={<Settings20Regular />} onClick={() => navigate('/settings/')} aria-label={t('navbar.settings')} />}
        />
      )}
      {showTickets && (
        <Badged count={ticketCount} label={t('navbar.assignedCount', { count: ticketCount })}>
          <TipButton
            id="nav-tickets"
            label={t('navbar.tickets')}
            button={<Button appearance="subtle" icon={<TicketDiagonal20Regular />} onClick={() => navigate(pathOf('AssignedTicketList'))} aria-label={t('navbar.tickets')} />}
          />
        </Badged>
      )}
      <Badged count={unread} label={t('messages.unreadCount', { count: unread })}>
        <TipButton
          id="nav-messages"
          label={t('messages.title')}
          button={<Button appearance="subtle" icon={<Alert20Regular />} onClick={() => (messagesState.drawerOpen = true)} aria-label={t('messages.title')} />}
        />
      </Badged>
    </>
  )
}
