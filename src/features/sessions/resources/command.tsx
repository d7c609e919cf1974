// Command records (domain §2 audit/command, terminal.view_command): read-only, with the risk level,
// the date-range picker (reference: date_from / date_to on the timestamp) and a link to each command's
// session.
import { READ_ONLY, defineResource } from '@/generic/resource-config'
import { CommandSessionLink } from '../components/command-session-link'

export default defineResource({
  url: '/api/v1/terminal/commands/',
  nameField: 'input',
  columns: [
    { key: 'input' },
    { key: 'risk_level_display' },
    { key: 'user' },
    { key: 'asset' },
    { key: 'system_user' },
    { key: 'remote_addr' },
    { key: 'timestamp_display' },
    { key: 'session', label: 'sessions:commands.sessionColumn', width: 120, sortable: false, render: (row) => <CommandSessionLink command={row} /> },
  ],
  filters: ['asset', 'system_user', 'user', 'session', 'risk_level', 'input'],
  dateRange: { from: 'date_from', to: 'date_to' },
  // The console only reads what the server and its terminals write (reference TSV; domain §2 routes).
  without: READ_ONLY,
})
