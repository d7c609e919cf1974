// The FTP log (domain §2 audit/ftp, audits.view_ftplog): read-only, with the date-range picker on
// date_start (reference: date_from / date_to).
import { READ_ONLY, defineResource } from '@/generic/resource-config'

export default defineResource({
  url: '/api/v1/audits/ftp-logs/',
  nameField: 'filename',
  columns: [
    { key: 'user' },
    { key: 'remote_addr' },
    { key: 'asset' },
    { key: 'system_user' },
    { key: 'operate_display' },
    { key: 'filename' },
    { key: 'is_success' },
    { key: 'date_start' },
  ],
  dateRange: { from: 'date_from', to: 'date_to' },
  // Only terminals write FTP records (reference TSV: GET, POST); the console only reads them.
  without: READ_ONLY,
})
