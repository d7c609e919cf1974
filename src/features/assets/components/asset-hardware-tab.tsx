// The asset's hardware (domain §3 Asset: CPU, memory, disk, OS, vendor, model, serial number), as text; the
// Basic tab shows only the server's one-line summary of it.
import { useTranslation } from 'react-i18next'
import type { Row } from '@/generic/resource-config'
import { DefinitionList } from '@/generic/common/definition-list'

const FIELDS = ['vendor', 'model', 'sn', 'cpu_model', 'cpu_count', 'cpu_cores', 'cpu_vcpus', 'memory', 'disk_total', 'os', 'os_version', 'os_arch'] as const

export function AssetHardwareTab({ object }: { object: Row }) {
  const { t } = useTranslation('assets')
  const text = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : v === null || v === undefined ? '' : String(v))
  return (
    <DefinitionList label={t('detail.hardware')} items={FIELDS.map((f) => ({ key: f, term: t(`hardware.${f}`), value: text(object[f]) }))} />
  )
}
