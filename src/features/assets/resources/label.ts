// Labels (domain §2 console/assets/labels: list, create, {id}/update; assets.*_label): name:value pairs
// put on assets.
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'

export default defineResource({
  url: '/api/v1/assets/labels/',
  columns: [
    { key: 'name' },
    { key: 'value', label: 'assets:columns.value' },
    { key: 'asset_count', label: 'assets:columns.assets' },
    { key: 'category_display', label: 'assets:columns.category', shown: false },
    { key: 'comment' },
    { key: 'actions', width: 200 },
  ],
  filters: ['name', 'value'],
  formOverrides: { assets: { component: RemoteSelectField({ url: '/api/v1/assets/assets/', multiple: true, toOption: (r) => ({ label: String(r.hostname), value: String(r.id) }) }) } },
})
