// Endpoint rules (domain §2 settings/terminal: create and update): which endpoint a client IP group uses.
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { terminalTab } from '../paths'

export default defineResource({
  url: '/api/v1/terminal/endpoint-rules/',
  listRoute: terminalTab('EndpointRule'),
  columns: [{ key: 'name' }, { key: 'ip_group' }, { key: 'priority' }, { key: 'endpoint_display' }, { key: 'comment', shown: false }, { key: 'actions', width: 160 }],
  formOverrides: { endpoint: { component: RemoteSelectField({ url: '/api/v1/terminal/endpoints/' }) } },
})
