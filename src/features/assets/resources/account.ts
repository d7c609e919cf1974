// Cloud accounts (domain §2 console/assets/cloud: account list, create, {id}, {id}/update;
// xpack.view_account, add_account, change_account): a provider and its credentials (attrs).
import { defineResource } from '@/generic/resource-config'

export default defineResource({
  url: '/api/v1/xpack/cloud/accounts/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'provider_display', label: 'assets:columns.provider' },
    { key: 'validity_display', label: 'assets:columns.validity' },
    { key: 'comment' },
    { key: 'actions', width: 220 },
  ],
  filters: ['name', 'provider'],
})
