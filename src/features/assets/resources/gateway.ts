// Gateways (domain §2 console/assets/gateways: create and {id}/update only; assets.*_gateway). They
// are listed and tested on their domain's detail; the form pages go back there (pages/gateway-*.tsx).
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'

export default defineResource({
  url: '/api/v1/assets/gateways/',
  columns: [{ key: 'name' }, { key: 'ip' }, { key: 'port' }, { key: 'actions' }],
  formOverrides: { domain: { component: RemoteSelectField({ url: '/api/v1/assets/domains/' }) } },
})
