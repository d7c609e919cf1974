import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, Toast, ToastTitle, Toaster, useToastController,
} from '@fluentui/react-components'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { checkSession, signInUrl } from '@/shared/api/session'
import { registerErrorNotifier, registerSessionCheck } from '@/shared/api/client'
import { ERROR_TOAST_MS } from '@/shared/constants'
import { viewState } from '@/shared/state/view'

export const TOASTER_ID = 'console-toaster'

/**
 * The client's notifier (shell §8): a 5 s error toast with the named message or the server's own
 * words (as text); a 401 opens the "account has ended" confirm with Re-login and Cancel.
 */
export function Notices() {
  const { t } = useTranslation()
  const { dispatchToast } = useToastController(TOASTER_ID)
  const { reloginOpen } = useSnapshot(viewState)
  useEffect(
    () =>
      registerErrorNotifier((notice) => {
        if (notice.kind === 'relogin') {
          viewState.reloginOpen = true
          return
        }
        const text = notice.text ?? t(`errors:${notice.message}`)
        dispatchToast(
          <Toast>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          { intent: 'error', timeout: notice.durationMs ?? ERROR_TOAST_MS },
        )
      }),
    [dispatchToast, t],
  )
  useEffect(() => registerSessionCheck(() => void checkSession()), [])
  const relogin = () => window.location.assign(signInUrl(window.location.pathname + window.location.search))
  return (
    <>
      <Toaster toasterId={TOASTER_ID} position="top" />
      <Dialog open={reloginOpen} modalType="alert" onOpenChange={(_, d) => (viewState.reloginOpen = d.open)}>
        <ConsoleDialogSurface>
          <DialogBody>
            <DialogTitle>{t('relogin.title')}</DialogTitle>
            <DialogContent>{t('errors:accountEnded')}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => (viewState.reloginOpen = false)}>
                {t('errors:cancel')}
              </Button>
              <Button appearance="primary" onClick={relogin}>
                {t('errors:reLogin')}
              </Button>
            </DialogActions>
          </DialogBody>
        </ConsoleDialogSurface>
      </Dialog>
    </>
  )
}
