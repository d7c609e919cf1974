import { ConsoleToaster, notify } from '@/generic/common/toast'
import { useLoadedComponent } from '@/generic/common/use-loaded-component'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { checkSession } from '@/shared/api/session'
import { registerErrorNotifier, registerSessionCheck } from '@/shared/api/client'
import { viewState } from '@/shared/state/view'

// Issue 24: the dialog's code comes with the first 401, not with the shell.
const loadReloginDialog = () => import('./relogin-dialog')

/**
 * The console's one Toaster, and the client's notifier (shell §8): a 5 s error toast with the named
 * message or the server's own words (as text); a 401 opens the "account has ended" confirm with
 * Re-login and Cancel.
 */
export function Notices() {
  const { t } = useTranslation()
  const { reloginOpen } = useSnapshot(viewState)
  const reloginDialog = useLoadedComponent(loadReloginDialog, reloginOpen)
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
  return (
    <>
      <ConsoleToaster />
      {reloginOpen && reloginDialog}
    </>
  )
}
