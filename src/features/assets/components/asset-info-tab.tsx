// An asset's Basic tab: its fields in the groups of its form (what it is, how it is reached, who
// administers it, where it sits, its record), with the hardware as the server's one-line summary; the
// hardware's parts are the Hardware tab's (asset-hardware-tab.tsx), so no field is shown twice.
import { FieldGroups } from '@/generic/detail/basic-tab'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { protocolsText } from './protocols-field'

const GROUPS = [
  { title: 'assets:form.basic', fields: ['hostname', 'ip', 'public_ip', 'platform', 'domain', 'is_active'] },
  { title: 'assets:form.network', fields: ['protocols', 'connectivity', 'date_verified'] },
  { title: 'assets:form.auth', fields: ['admin_user'] },
  { title: 'assets:form.nodes', fields: ['nodes', 'labels'] },
  { title: 'assets:detail.hardware', fields: ['hardware_info'] },
  { title: 'assets:form.other', fields: ['number', 'org_id', 'created_by', 'date_created', 'comment'] },
]

const VALUES = { protocols: (asset: Row) => protocolsText(asset.protocols) }

export function AssetInfoTab({ object, config }: { object: Row; config: ResourceConfig }) {
  return <FieldGroups object={object} url={config.url} groups={GROUPS} values={VALUES} />
}
