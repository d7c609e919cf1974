// The password change log (domain §2 audit/logs/password-change-log, audits.view_passwordchangelog).
import { READ_ONLY, defineResource } from '@/generic/resource-config'

export default defineResource({
  url: '/api/v1/audits/password-change-logs/',
  nameField: 'user',
  columns: [{ key: 'user' }, { key: 'change_by' }, { key: 'remote_addr' }, { key: 'datetime' }],
  dateRange: { from: 'date_from', to: 'date_to' },
  // The server offers GET only (reference TSV): no write is offered, whatever the permissions.
  without: READ_ONLY,
})
