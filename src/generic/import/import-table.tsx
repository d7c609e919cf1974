// The rendered rows in an editable table (shell §9): page size 10, column width 10 px per
// character within 100–180, status column 80 px; per-row errors as an icon with a tooltip.
import { Input, Tooltip, makeStyles, tokens } from '@fluentui/react-components'
import { CheckmarkCircleFilled, ClockRegular, ErrorCircleFilled } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { IMPORT_STATUS_COLUMN_PX } from '@/shared/constants'
import { importColumnWidth } from '@/shared/lib/import-rules'
import { errorText, isFailed, type ImportRow } from './import-task'

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}` },
  table: { borderCollapse: 'collapse', tableLayout: 'fixed' },
  th: { textAlign: 'left', padding: tokens.spacingHorizontalXS, backgroundColor: tokens.colorNeutralBackground3, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  td: { padding: tokens.spacingHorizontalXS, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  input: { width: '100%', minWidth: 0 },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
})

export const cellText = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v))

export interface ImportTableProps {
  title: Array<[string, string]>
  rows: ImportRow[]
  onEdit: (index: number, field: string, value: unknown) => void
  readOnly: boolean
}

export function ImportTable({ title, rows, onEdit, readOnly }: ImportTableProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const columns = title.filter(([, field]) => field)
  const labelOf = (field: string) => title.find(([, f]) => f === field)?.[0]?.replace(/^\*/, '') ?? field
  // A fixed layout honours the column widths only when the table's own width is set.
  const width = columns.reduce((sum, [label]) => sum + importColumnWidth(label), IMPORT_STATUS_COLUMN_PX)
  return (
    <div className={styles.scroller}>
      <table className={styles.table} style={{ width: `${width}px` }} aria-label={t('import.rows')}>
        <colgroup>
          <col style={{ width: `${IMPORT_STATUS_COLUMN_PX}px` }} />
          {columns.map(([label, field]) => (
            <col key={field} style={{ width: `${importColumnWidth(label)}px` }} data-width={importColumnWidth(label)} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th className={styles.th}>{t('import.status')}</th>
            {columns.map(([label, field]) => (
              <th key={field} className={styles.th} title={label}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const failed = isFailed(row.status)
            const tip = failed ? errorText((row.status as { errors: [] }).errors, labelOf) : ''
            return (
              <tr key={row.index} data-status={failed ? 'error' : row.status}>
                <td className={styles.td}>
                  {row.status === 'ok' && <CheckmarkCircleFilled className={styles.ok} role="img" aria-label={t('import.ok')} />}
                  {row.status === 'pending' && <ClockRegular role="img" aria-label={t('import.pending')} />}
                  {failed && (
                    <Tooltip content={tip} relationship="description">
                      <ErrorCircleFilled className={styles.error} role="img" aria-label={`${t('import.error')}: ${tip}`} tabIndex={0} />
                    </Tooltip>
                  )}
                </td>
                {columns.map(([label, field]) => (
                  <td key={field} className={styles.td}>
                    <Input
                      className={styles.input}
                      size="small"
                      readOnly={readOnly}
                      aria-label={t('import.editCell', { label: label.replace(/^\*/, ''), row: row.index + 1 })}
                      value={cellText(row.data[field])}
                      onChange={(_, d) => onEdit(row.index, field, d.value)}
                    />
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
