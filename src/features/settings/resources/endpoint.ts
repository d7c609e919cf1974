// Endpoints (domain §2 settings/terminal: create and update): the host and ports a client connects to.
import { defineResource } from '@/generic/resource-config'
import { terminalTab } from '../paths'

export default defineResource({
  url: '/api/v1/terminal/endpoints/',
  listRoute: terminalTab('Endpoint'),
  columns: [{ key: 'name' }, { key: 'host' }, { key: 'https_port' }, { key: 'http_port' }, { key: 'ssh_port' }, { key: 'comment', shown: false }, { key: 'actions', width: 160 }],
})
