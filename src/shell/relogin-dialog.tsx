import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { signInUrl } from '@/shared/api/session'
import { viewState } from '@/shared/state/view'

/** Shell §8: the "account has ended" confirm with Re-login and Cancel (fetched when a 401 opens it). */
export default function ReloginDialog() {
  const { t } = useTranslation()
  const { reloginOpen } = useSnapshot(viewState)
  const relogin = () => window.location.assign(signInUrl(window.location.pathname + window.location.search))
  return (
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
  )
}
