// Sessions (domain §2 audit/sessions: list and {id}, terminal.view_session; domain §3 Session): online
// and offline in one list with a state filter, the duration computed from the start and the end, and
// each row's replay / monitor / terminate (domain §4). The narrow columns have widths of their own so
// the whole row fits a 1440 px window beside the sidebar; a wider choice of columns scrolls in the table.
import { READ_ONLY, defineResource } from '@/generic/resource-config'
import { i18next } from '@/shared/i18n'
import { SessionActions } from '../components/session-actions'
import { SessionDuration } from '../session-words'

export default defineResource({
  url: '/api/v1/terminal/sessions/',
  nameField: 'id',
  columns: [
    { key: 'user', nameLink: true },
    { key: 'asset' },
    { key: 'system_user' },
    { key: 'remote_addr', label: 'sessions:fields.remoteAddr', shown: false },
    { key: 'protocol', label: 'sessions:fields.protocol', width: 80 },
    { key: 'login_from_display', label: 'sessions:fields.loginFrom', width: 120 },
    { key: 'command_amount', label: 'sessions:fields.commands', width: 100 },
    {
      key: 'is_finished',
      label: 'sessions:state.label',
      width: 80,
      render: (row) => i18next.t(row.is_finished ? 'sessions:state.offline' : 'sessions:state.online'),
    },
    { key: 'date_start', label: 'sessions:fields.dateStart', width: 150 },
    { key: 'duration', label: 'sessions:duration', width: 80, sortable: false, render: (row) => <SessionDuration session={row} /> },
    { key: 'session_actions', label: 'generic:table.actions', width: 170, sortable: false, render: (row) => <SessionActions session={row} /> },
  ],
  filters: ['user', 'asset', 'system_user', 'remote_addr', 'protocol', 'is_finished', 'login_from'],
  dateRange: { from: 'date_from', to: 'date_to' },
  // The console only reads what the server and its terminals write (reference TSV; domain §2 routes).
  without: READ_ONLY,
})
