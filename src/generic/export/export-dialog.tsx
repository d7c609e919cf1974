// Export (shell §4, §5, §7): optional MFA confirmation first, then the dialog (range and file type),
// then the download with spm (selected rows) or the table filters; a list with a date range exports
// all or the filtered rows within the range it shows.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, Field, Radio, RadioGroup } from '@fluentui/react-components'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat, Query } from '@/shared/api/resource'
import { EXPORT_FORMATS } from '@/shared/constants'
import { sessionState } from '@/shared/state/session'
import { resourceOf } from '../common/api'
import { useConfirm } from '../confirm/use-confirm'
import type { ResourceConfig } from '../resource-config'
import { download } from './download'
import { availableRanges, defaultRange, type ExportRange } from './export-rules'

export interface ExportDialogProps {
  config: ResourceConfig
  selectedIds: string[]
  /** What the list is always scoped by (its date range), sent with all and filtered. */
  scope: Query
  filters: Query
  filtered: boolean
  onClose: () => void
}

export function ExportDialog({ config, selectedIds, scope, filters, filtered, onClose }: ExportDialogProps) {
  const { t } = useTranslation('generic')
  const { dialog, confirm } = useConfirm()
  const [needsConfirm] = useState(() => Boolean(config.exportConfirm) && sessionState.publicSettings?.SECURITY_VIEW_AUTH_NEED_MFA !== false)
  const [ready, setReady] = useState(!needsConfirm)
  const ranges = availableRanges(selectedIds.length, filtered)
  const [range, setRange] = useState<ExportRange>(defaultRange(selectedIds.length, filtered))
  const [format, setFormat] = useState<ExportFormat>('csv')
  useEffect(() => {
    if (!needsConfirm) return
    let live = true
    confirm({ type: 'mfa' }).then(
      (ok) => live && (ok ? setReady(true) : onClose()),
      () => live && onClose(),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = async () => {
    const res = resourceOf(config.url)
    let query: Query = scope
    if (range === 'selected') query = { spm: await res.cacheSelection(selectedIds) }
    else if (range === 'filtered') query = { ...scope, ...filters }
    download(res.exportUrl(format, query))
    onClose()
  }

  return (
    <>
      {dialog}
      <Dialog open={ready} onOpenChange={(_, d) => !d.open && onClose()}>
        <ConsoleDialogSurface aria-label={t('export.title')}>
          <DialogBody>
            <DialogTitle>{t('export.title')}</DialogTitle>
            <DialogContent>
              <Field label={t('export.range')}>
                <RadioGroup value={range} onChange={(_, d) => setRange(d.value as ExportRange)}>
                  {(['all', 'selected', 'filtered'] as const).map((r) => (
                    <Radio key={r} value={r} label={t(`export.${r}`)} disabled={!ranges[r]} />
                  ))}
                </RadioGroup>
              </Field>
              <Field label={t('export.format')}>
                <RadioGroup value={format} onChange={(_, d) => setFormat(d.value as ExportFormat)}>
                  {EXPORT_FORMATS.map((f) => (
                    <Radio key={f} value={f} label={t(`export.${f}`)} />
                  ))}
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('export.cancel')}</Button>
              <Button appearance="primary" disabled={!ranges[range]} onClick={() => void submit()}>
                {t('export.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </ConsoleDialogSurface>
      </Dialog>
    </>
  )
}
