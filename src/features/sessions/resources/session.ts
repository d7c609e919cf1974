// Sessions (domain §2 audit/sessions: list and {id}, terminal.view_session; domain §3 Session): online
// and offline in one list with a state filter, the duration computed from the start and the end.
import { READ_ONLY, defineResource } from '@/generic/resource-config'
import { i18next } from '@/shared/i18n'
import { sessionDuration } from '../session-words'

export default defineResource({
  url: '/api/v1/terminal/sessions/',
  nameField: 'id',
  columns: [
    { key: 'user', nameLink: true },
    { key: 'asset' },
    { key: 'system_user' },
    { key: 'remote_addr' },
    { key: 'protocol' },
    { key: 'login_from_display' },
    { key: 'command_amount' },
    {
      key: 'is_finished',
      label: 'sessions:state.label',
      render: (row) => i18next.t(row.is_finished ? 'sessions:state.offline' : 'sessions:state.online'),
    },
    { key: 'date_start' },
    { key: 'duration', label: 'sessions:duration', sortable: false, render: (row) => sessionDuration(row) },
  ],
  filters: ['user', 'asset', 'system_user', 'remote_addr', 'protocol', 'is_finished', 'login_from'],
  dateRange: { from: 'date_from', to: 'date_to' },
  // The console only reads what the server and its terminals write (reference TSV; domain §2 routes).
  without: READ_ONLY,
})
