// Asset accounts (domain §2 console/accounts/authbook): the accounts of assets, each secret viewed
// only after the confirmation (shell §4), each with its history page.
import { LIST_ONLY, defineResource } from '@/generic/resource-config'
import { AccountRowActions } from '../components/account-row-actions'

export default defineResource({
  url: '/api/v1/assets/accounts/',
  nameField: 'username',
  columns: [
    { key: 'hostname', label: 'accounts:columns.hostname' },
    { key: 'ip', label: 'accounts:columns.ip' },
    { key: 'username', label: 'accounts:columns.username' },
    { key: 'systemuser_display', label: 'accounts:columns.systemUser' },
    { key: 'version', label: 'accounts:columns.version' },
    { key: 'connectivity', shown: false },
    { key: 'date_created', shown: false },
    { key: 'secret', label: 'accounts:columns.actions', render: (row) => <AccountRowActions row={row} secretsUrl="/api/v1/assets/account-secrets/" history /> },
  ],
  filters: ['username', 'ip', 'hostname'],
  without: LIST_ONLY,
})
