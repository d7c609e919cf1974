// Terminals, the components (domain §2 settings/terminal: {id}, {id}/update). Listed on the terminal
// settings page.
import { defineResource } from '@/generic/resource-config'
import { terminalTab } from '../paths'

export default defineResource({
  url: '/api/v1/terminal/terminals/',
  listRoute: terminalTab('Terminal'),
  columns: [
    { key: 'name', nameLink: true },
    { key: 'type' },
    { key: 'remote_addr' },
    { key: 'session_online' },
    { key: 'is_accepted' },
    { key: 'is_alive' },
    // Component load (domain §4): Normal, High, Critical, Offline.
    { key: 'status', label: 'settings:componentLoad' },
    { key: 'actions', width: 160 },
  ],
})
