// Column settings (shell §3): which columns a table shows, kept in localStorage tableConfig;
// the table's fixed columns (table-prefs.ts: id and actions, where the table shows them) cannot be unticked.
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface ColumnSettingsProps {
  columns: Array<{ key: string; label: string }>
  shown: string[]
  /** The columns that are always shown (fixedColumns). */
  fixed: string[]
  onSave: (shown: string[]) => void
  onClose: () => void
}

export function ColumnSettingsDialog({ columns, shown, fixed, onSave, onClose }: ColumnSettingsProps) {
  const { t } = useTranslation('generic')
  const [ticked, setTicked] = useState(new Set(shown))
  const always = (key: string) => fixed.includes(key)
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <ConsoleDialogSurface aria-label={t('columns.title')}>
        <DialogBody>
          <DialogTitle>{t('columns.title')}</DialogTitle>
          <DialogContent>
            {columns.map((c) => (
              <Checkbox
                key={c.key}
                label={always(c.key) ? `${c.label} (${t('columns.alwaysShown')})` : c.label}
                checked={always(c.key) || ticked.has(c.key)}
                disabled={always(c.key)}
                onChange={(_, d) => {
                  const next = new Set(ticked)
                  if (d.checked) next.add(c.key)
                  else next.delete(c.key)
                  setTicked(next)
                }}
              />
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('columns.cancel')}</Button>
            <Button appearance="primary" onClick={() => onSave(columns.map((c) => c.key).filter((k) => always(k) || ticked.has(k)))}>
              {t('columns.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </ConsoleDialogSurface>
    </Dialog>
  )
}
