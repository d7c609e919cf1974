// Application accounts (domain §2 console/accounts/application-accounts): the secret behind the
// confirmation (shell §4), as for asset accounts.
import { LIST_ONLY, defineResource } from '@/generic/resource-config'
import { AccountRowActions } from '../components/account-row-actions'

export default defineResource({
  url: '/api/v1/applications/accounts/',
  nameField: 'username',
  columns: [
    { key: 'app_display', label: 'accounts:columns.application' },
    { key: 'type_display', label: 'accounts:columns.type' },
    { key: 'username', label: 'accounts:columns.username' },
    { key: 'systemuser_display', label: 'accounts:columns.systemUser' },
    { key: 'version', label: 'accounts:columns.version' },
    { key: 'secret', label: 'accounts:columns.actions', render: (row) => <AccountRowActions row={row} secretsUrl="/api/v1/applications/account-secrets/" /> },
  ],
  filters: ['username', 'app_display', 'type', 'category'],
  without: LIST_ONLY,
})
