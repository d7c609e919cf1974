// The operate log (domain §2 audit/logs/operate-log, audits.view_operatelog): read-only, with the
// date-range picker on datetime; labels from OPTIONS.
import { READ_ONLY, defineResource } from '@/generic/resource-config'

export default defineResource({
  url: '/api/v1/audits/operate-logs/',
  nameField: 'resource',
  columns: [
    { key: 'user' },
    { key: 'action_display' },
    { key: 'resource_type_display' },
    { key: 'resource' },
    { key: 'remote_addr' },
    { key: 'datetime' },
  ],
  dateRange: { from: 'date_from', to: 'date_to' },
  // The server offers GET only (reference TSV): no write is offered, whatever the permissions.
  without: READ_ONLY,
})
