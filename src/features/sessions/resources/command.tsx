// Command records (domain §2 audit/command, terminal.view_command): read-only, with the risk level,
// the date-range picker (reference: date_from / date_to on the timestamp) and a link to each command's
// session. The command is the flexible column: the others are as wide as what they hold, the command
// has the rest of the row and wraps (a long one is whole in its cell's title), as JumpServer's console
// gives its short columns fixed widths and the command what is left.
import { READ_ONLY, defineResource } from '@/generic/resource-config'
import { CommandSessionLink } from '../components/command-session-link'

export default defineResource({
  url: '/api/v1/terminal/commands/',
  nameField: 'input',
  columns: [
    { key: 'input', grow: true },
    { key: 'risk_level_display' },
    { key: 'user' },
    { key: 'asset' },
    { key: 'system_user' },
    { key: 'remote_addr' },
    { key: 'timestamp_display' },
    { key: 'session', label: 'sessions:commands.sessionColumn', sortable: false, render: (row) => <CommandSessionLink command={row} /> },
  ],
  filters: ['asset', 'system_user', 'user', 'session', 'risk_level', 'input'],
  dateRange: { from: 'date_from', to: 'date_to' },
  // The console only reads what the server and its terminals write (reference TSV; domain §2 routes).
  without: READ_ONLY,
})
