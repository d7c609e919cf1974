// A yes/no dialog for destructive actions (shell §5: delete needs a confirm dialog).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'

export interface ConfirmActionProps {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  cancelLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmActionDialog(p: ConfirmActionProps) {
  return (
    <Dialog open={p.open} onOpenChange={(_, d) => !d.open && p.onCancel()}>
      <ConsoleDialogSurface role="alertdialog" aria-label={p.title}>
        <DialogBody>
          <DialogTitle>{p.title}</DialogTitle>
          <DialogContent>{p.message}</DialogContent>
          <DialogActions>
            <Button onClick={p.onCancel}>{p.cancelLabel}</Button>
            <Button appearance="primary" disabled={p.busy} onClick={p.onConfirm}>
              {p.confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </ConsoleDialogSurface>
    </Dialog>
  )
}
