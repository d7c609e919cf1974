// Gathered users (domain §2 console/accounts/gathered-user): the local users found on assets; read
// only (the server offers GET and POST, the console lists). Its page adds the gathering tasks.
import { LIST_ONLY, defineResource } from '@/generic/resource-config'

export default defineResource({
  url: '/api/v1/assets/gathered-users/',
  nameField: 'username',
  columns: [
    { key: 'hostname', label: 'accounts:columns.hostname' },
    { key: 'ip', label: 'accounts:columns.ip' },
    { key: 'username', label: 'accounts:columns.username' },
    { key: 'present', label: 'accounts:columns.present' },
    { key: 'ip_last_login', label: 'accounts:columns.ipLastLogin' },
    { key: 'date_last_login', label: 'accounts:columns.dateLastLogin' },
  ],
  filters: ['username', 'asset__ip', 'asset__hostname', 'present'],
  without: [...LIST_ONLY, 'rowDelete', 'bulkDelete'],
})
