// Assets (domain §2 console/assets/assets, assets.*_asset; domain §3 Asset). The list is its own page
// with the node tree (pages/asset-list.tsx); the detail shows hardware, nodes, labels and the
// connectivity test.
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { AssetActionsTab } from '../components/asset-actions-tab'
import { AssetHardwareTab } from '../components/asset-hardware-tab'
import { AssetInfoTab } from '../components/asset-info-tab'
import { assetRelatedTabs } from '../components/asset-related-tabs'
import { ProtocolsField, protocolsText, validateProtocols } from '../components/protocols-field'
import { ReadOnlyValue } from '../components/read-only-value'

const nodeOption = (row: Record<string, unknown>) => ({ label: String(row.full_value ?? row.value ?? row.name), value: String(row.id) })
/** Hardware the refresh reads from the asset: shown in the form, never typed (issue 23). */
const HARDWARE = ['vendor', 'model', 'sn', 'cpu_model', 'cpu_count', 'cpu_cores', 'cpu_vcpus', 'memory', 'disk_total', 'disk_info', 'os', 'os_version', 'os_arch'] as const
const readOnly = Object.fromEntries(HARDWARE.map((name) => [name, { component: ReadOnlyValue }]))
const labelOption = (row: Record<string, unknown>) => ({ label: `${String(row.name)}:${String(row.value)}`, value: String(row.id) })

export default defineResource({
  url: '/api/v1/assets/assets/',
  nameField: 'hostname',
  columns: [
    { key: 'hostname', label: 'assets:columns.hostname', nameLink: true },
    { key: 'ip', label: 'assets:columns.ip' },
    { key: 'platform', label: 'assets:columns.platform' },
    { key: 'protocols', label: 'assets:columns.protocols', shown: false, render: (row) => protocolsText(row.protocols) },
    { key: 'hardware_info', label: 'assets:columns.hardware', shown: false },
    { key: 'connectivity', label: 'assets:columns.connectivity' },
    { key: 'labels_display', label: 'assets:columns.labels', shown: false },
    { key: 'comment', shown: false },
    { key: 'id', shown: false },
    { key: 'actions', width: 220 },
  ],
  filters: ['hostname', 'ip', 'platform__base', 'is_active', 'protocols'],
  formOverrides: {
    ...readOnly,
    // A new asset starts with the server's default (reference OPTIONS: protocols default ["ssh/22"]).
    protocols: { component: ProtocolsField, validate: validateProtocols, createDefault: () => Promise.resolve(['ssh/22']) },
    // 2.26's serializer still takes one write-only protocol and port beside the list; the real
    // console offers only the list (the server reads `protocols` first), so they are never sent.
    protocol: { shown: false },
    port: { shown: false },
    // A new asset is a Linux host until said otherwise, as in JumpServer's console (the platform every
    // 2.26 install has built in; its protocols are the SSH default above).
    platform: {
      component: RemoteSelectField({ url: '/api/v1/assets/platforms/', toOption: (row) => ({ label: String(row.name), value: String(row.name) }) }),
      createDefault: () => Promise.resolve('Linux'),
    },
    admin_user: { component: RemoteSelectField({ url: '/api/v1/assets/admin-users/' }) },
    domain: { component: RemoteSelectField({ url: '/api/v1/assets/domains/' }) },
    nodes: { component: RemoteSelectField({ url: '/api/v1/assets/nodes/', multiple: true, toOption: nodeOption }) },
    labels: { component: RemoteSelectField({ url: '/api/v1/assets/labels/', multiple: true, toOption: labelOption }) },
  },
  // The raw hostname and the asset number are kept by the more-information edit.
  formExclude: ['hostname_raw', 'number', 'nodes_display'],
  formGroups: [
    { title: 'assets:form.basic', fields: ['hostname', 'ip', 'public_ip', 'platform', 'domain'] },
    { title: 'assets:form.network', fields: ['protocols'] },
    { title: 'assets:form.auth', fields: ['admin_user'] },
    { title: 'assets:form.nodes', fields: ['nodes', 'labels'] },
    { title: 'assets:form.hardware', fields: [...HARDWARE], updateOnly: true },
    { title: 'assets:form.other', fields: ['is_active', 'comment'] },
  ],
  detailTabs: [
    { name: 'AssetInfo', title: 'generic:detail.basic', component: AssetInfoTab },
    { name: 'AssetHardware', title: 'assets:detail.hardware', component: AssetHardwareTab },
    { name: 'AssetActions', title: 'assets:detail.actions', component: AssetActionsTab },
    ...assetRelatedTabs,
  ],
  bulkUpdateFields: ['platform', 'domain', 'admin_user', 'is_active', 'comment'],
})
