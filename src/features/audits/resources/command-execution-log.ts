// The batch command log (domain §2 audit/logs/command-execution-log, ops.view_commandexecution):
// everyone's runs, with the date-range picker on date_start.
import { READ_ONLY, defineResource } from '@/generic/resource-config'

export default defineResource({
  url: '/api/v1/audits/command-execution-logs/',
  nameField: 'command',
  columns: [
    { key: 'user_display' },
    { key: 'command' },
    { key: 'hosts_display' },
    { key: 'run_as_display' },
    { key: 'is_finished' },
    { key: 'is_success' },
    { key: 'date_start' },
  ],
  dateRange: { from: 'date_from', to: 'date_to' },
  // The server offers GET only (reference TSV): no write is offered, whatever the permissions.
  without: READ_ONLY,
})
