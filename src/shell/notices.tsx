import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { ConsoleToaster, notify } from '@/generic/common/toast'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { checkSession, signInUrl } from '@/shared/api/session'
import { registerErrorNotifier, registerSessionCheck } from '@/shared/api/client'
import { viewState } from '@/shared/state/view'

/**
 * The console's one Toaster, and the client's notifier (shell §8): a 5 s error toast with the named
 * message or the server's own words (as text); a 401 opens the "account has ended" confirm with
 * Re-login and Cancel.
 */
export function Notices() {
  const { t } = useTranslation()
  const { reloginOpen } = useSnapshot(viewState)
  useEffect(
    () =>
      registerErrorNotifier((notice) => {
        if (notice.kind === 'relogin') {
          viewState.reloginOpen = true
          return
        }
        notify({ intent: 'error', text: notice.text ?? t(`errors:${notice.message}`), timeoutMs: notice.durationMs })
      }),
    [t],
  )
  useEffect(() => registerSessionCheck(() => void checkSession()), [])
  const relogin = () => window.location.assign(signInUrl(window.location.pathname + window.location.search))
  return (
    <>
      <ConsoleToaster />
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
