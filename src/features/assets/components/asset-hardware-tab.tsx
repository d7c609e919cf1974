// The asset's hardware (domain §3 Asset: CPU, memory, disk, OS, vendor, model, serial number) with its
// nodes and labels, as text.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { Row } from '@/generic/resource-config'

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, 220px) 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
})

const FIELDS = ['vendor', 'model', 'sn', 'cpu_info', 'memory', 'disk_total', 'os', 'os_version', 'os_arch', 'number', 'nodes_display', 'labels_display'] as const

export function AssetHardwareTab({ object }: { object: Row }) {
  const styles = useStyles()
  const { t } = useTranslation('assets')
  const text = (v: unknown) => (Array.isArray(v) ? v.map(String).join(', ') : v === null || v === undefined ? '' : String(v))
  return (
    <dl className={styles.list} aria-label={t('detail.hardware')}>
      {FIELDS.map((f) => [
        <dt key={`${f}-t`} className={styles.term}>{t(`hardware.${f}`)}</dt>,
        <dd key={`${f}-v`} className={styles.value}>{text(object[f]) || '-'}</dd>,
      ])}
    </dl>
  )
}
