// An update about to overwrite a change someone else saved since the form was loaded (issue 22: no
// lost update): the user reloads the server's copy or overwrites it, knowingly.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { ConsoleDialogSurface } from '../common/dialog-surface'

export function ConflictDialog({ resource, onReload, onOverwrite, onCancel }: { resource: string; onReload: () => void; onOverwrite: () => void; onCancel: () => void }) {
  const { t } = useTranslation('generic')
  return (
    <Dialog open modalType="alert" onOpenChange={(_, d) => !d.open && onCancel()}>
      <ConsoleDialogSurface aria-label={t('form.conflictTitle')}>
        <DialogBody>
          <DialogTitle>{t('form.conflictTitle')}</DialogTitle>
          <DialogContent>{t('form.conflictText', { resource })}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{t('form.conflictCancel')}</Button>
            <Button onClick={onReload}>{t('form.conflictReload')}</Button>
            <Button appearance="primary" onClick={onOverwrite}>
              {t('form.conflictOverwrite')}
            </Button>
          </DialogActions>
        </DialogBody>
      </ConsoleDialogSurface>
    </Dialog>
  )
}
