// Domains (domain §2 console/assets/domains, assets.*_domain) with their gateways: the detail lists the
// domain's gateways, each tested for connection (domain §8 "Port Error, please check").
import { BasicTab } from '@/generic/detail/basic-tab'
import { relationTab } from '@/generic/detail/relation-tab'
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { DomainGatewaysTab } from '../components/domain-gateways-tab'

const ASSETS = '/api/v1/assets/assets/'
const assetOption = (row: Record<string, unknown>) => ({ label: `${String(row.hostname)} (${String(row.ip)})`, value: String(row.id) })

export default defineResource({
  url: '/api/v1/assets/domains/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'asset_count', label: 'assets:columns.assets' },
    { key: 'application_count', label: 'assets:columns.applications' },
    { key: 'gateway_count', label: 'assets:columns.gateways' },
    { key: 'comment' },
    { key: 'actions', width: 220 },
  ],
  formOverrides: { assets: { component: RemoteSelectField({ url: ASSETS, multiple: true, toOption: assetOption }) } },
  detailTabs: [
    { name: 'DomainInfo', title: 'generic:detail.basic', component: BasicTab },
    { name: 'DomainGateways', title: 'assets:columns.gateways', visible: (p) => p.has('assets.view_gateway'), component: DomainGatewaysTab },
    {
      name: 'DomainAssets',
      title: 'assets:columns.assets',
      component: relationTab({
        field: 'assets',
        url: ASSETS,
        columns: [
          { key: 'hostname', label: 'assets:columns.hostname' },
          { key: 'ip', label: 'assets:columns.ip' },
        ],
        toOption: assetOption,
        title: 'assets:columns.assets',
        addLabel: 'assets:addAssets',
      }),
    },
  ],
})
