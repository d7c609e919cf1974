// The asset's hardware (domain §3 Asset: CPU, memory, disk, OS, vendor, model, serial number), as text: every
// fact the hardware refresh stores, its disks one by one and the host name the asset itself reported; the
// Basic tab shows only the server's one-line summary of it.
import { useTranslation } from 'react-i18next'
import type { Row } from '@/generic/resource-config'
import { DefinitionList } from '@/generic/common/definition-list'
import { hardwareText } from './hardware-text'

const FIELDS = ['vendor', 'model', 'sn', 'cpu_model', 'cpu_count', 'cpu_cores', 'cpu_vcpus', 'memory', 'disk_total', 'disk_info', 'os', 'os_version', 'os_arch', 'hostname_raw'] as const

export function AssetHardwareTab({ object }: { object: Row }) {
  const { t } = useTranslation('assets')
  return (
    <DefinitionList label={t('detail.hardware')} items={FIELDS.map((f) => ({ key: f, term: t(`hardware.${f}`), value: hardwareText(f, object[f]) }))} />
  )
}
