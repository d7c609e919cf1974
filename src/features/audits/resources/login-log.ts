// The login log (domain §2: audit/logs/login-log, audits.view_userloginlog): read-only (the server
// offers GET only), with the date-range picker asking for date_from and date_to (shell §2, §7).
import { READ_ONLY, defineResource } from '@/generic/resource-config'

export default defineResource({
  url: '/api/v1/audits/login-logs/',
  nameField: 'username',
  columns: [
    { key: 'username', label: 'audits:columns.username' },
    { key: 'type_display', label: 'audits:columns.type' },
    { key: 'ip', label: 'audits:columns.ip' },
    { key: 'city', label: 'audits:columns.city' },
    { key: 'mfa_display', label: 'audits:columns.mfa' },
    { key: 'reason_display', label: 'audits:columns.reason' },
    { key: 'status_display', label: 'audits:columns.status' },
    { key: 'datetime', label: 'audits:columns.datetime' },
  ],
  dateRange: { from: 'date_from', to: 'date_to' },
  // The server offers GET only (reference TSV): no write is offered, whatever the permissions.
  without: READ_ONLY,
})
