// Assets (domain §2 console/assets/assets, assets.*_asset; domain §3 Asset). The list is its own page
// with the node tree (pages/asset-list.tsx); the detail shows hardware, nodes, labels and the
// connectivity test.
import { BasicTab } from '@/generic/detail/basic-tab'
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { AssetActionsTab } from '../components/asset-actions-tab'
import { AssetHardwareTab } from '../components/asset-hardware-tab'

const nodeOption = (row: Record<string, unknown>) => ({ label: String(row.full_value ?? row.value ?? row.name), value: String(row.id) })
const labelOption = (row: Record<string, unknown>) => ({ label: `${String(row.name)}:${String(row.value)}`, value: String(row.id) })

export default defineResource({
  url: '/api/v1/assets/assets/',
  nameField: 'hostname',
  columns: [
    { key: 'hostname', label: 'assets:columns.hostname', nameLink: true },
    { key: 'ip', label: 'assets:columns.ip' },
    { key: 'platform', label: 'assets:columns.platform' },
    { key: 'protocols', label: 'assets:columns.protocols', shown: false },
    { key: 'hardware_info', label: 'assets:columns.hardware', shown: false },
    { key: 'connectivity', label: 'assets:columns.connectivity' },
    { key: 'labels_display', label: 'assets:columns.labels', shown: false },
    { key: 'comment', shown: false },
    { key: 'id', shown: false },
    { key: 'actions', width: 220 },
  ],
  filters: ['hostname', 'ip', 'platform__base', 'is_active', 'protocols'],
  formOverrides: {
    platform: { component: RemoteSelectField({ url: '/api/v1/assets/platforms/', toOption: (row) => ({ label: String(row.name), value: String(row.name) }) }) },
    admin_user: { component: RemoteSelectField({ url: '/api/v1/assets/admin-users/' }) },
    domain: { component: RemoteSelectField({ url: '/api/v1/assets/domains/' }) },
    nodes: { component: RemoteSelectField({ url: '/api/v1/assets/nodes/', multiple: true, toOption: nodeOption }) },
    labels: { component: RemoteSelectField({ url: '/api/v1/assets/labels/', multiple: true, toOption: labelOption }) },
  },
  // The hardware fields are read from the asset, not typed (the more-information edit holds the rest).
  formExclude: ['vendor', 'model', 'sn', 'cpu_model', 'cpu_count', 'cpu_cores', 'cpu_vcpus', 'memory', 'disk_total', 'disk_info', 'os', 'os_version', 'os_arch', 'hostname_raw', 'number'],
  detailTabs: [
    { name: 'AssetInfo', title: 'generic:detail.basic', component: BasicTab },
    { name: 'AssetHardware', title: 'assets:detail.hardware', component: AssetHardwareTab },
    { name: 'AssetActions', title: 'assets:detail.actions', component: AssetActionsTab },
  ],
  bulkUpdateFields: ['platform', 'domain', 'admin_user', 'is_active', 'comment'],
})
