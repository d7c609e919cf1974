// The operate log (domain §2 audit/logs/operate-log, audits.view_operatelog): read-only, with the
// date-range picker on datetime; labels from OPTIONS.
import { defineResource } from '@/generic/resource-config'

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
})
