// The confirmation dialog (shell §4): the caller's check first, success reports done at once; on
// failure the confirm type applies: mfa (first non-disabled method preselected, its placeholder),
// password (masked) or relogin (a silent empty post, then the "log in again" dialog with the relogin
// message of shell §8). Closing cancels. Only an MFA verification records the timestamp (shell §4).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { OTP_LENGTH } from '@/shared/constants'
import { serverErrorText } from '@/shared/errors/catalogue'
import { askConfirmType, isConfirmType, mfaStillValid, postConfirm, recordMfaVerified, reloginReason, sendCode, type ConfirmOption, type ConfirmType } from './confirm-api'
import { SendCodeButton } from './send-code-button'
import { errorBody } from '@/shared/api/error-body'

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM }, row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' } })

export interface ConfirmRequest {
  /** The caller's check (a GET of a protected URL); errors carry the confirm type in `code`. */
  check?: () => Promise<unknown>
  /** The confirm type asked for when there is no check or it names none. */
  type?: ConfirmType
}

type Open =
  | { kind: 'closed' }
  | { kind: 'secret'; type: 'mfa' | 'password'; options: ConfirmOption[] }
  | { kind: 'relogin'; reason: ReturnType<typeof reloginReason> }

/** Sends the user to sign in again, coming back to this page (shell §2 logout with next). */
const relogin = () => window.location.assign(`/core/auth/logout/?next=${encodeURIComponent(window.location.pathname + window.location.search)}`)

export function useConfirm(): { dialog: ReactNode; confirm: (request?: ConfirmRequest) => Promise<boolean> } {
  const { t } = useTranslation(['generic', 'errors'])
  const styles = useStyles()
  const [open, setOpen] = useState<Open>({ kind: 'closed' })
  const [method, setMethod] = useState('')
  const [secret, setSecret] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const resolver = useRef<(ok: boolean) => void>(undefined)

  const finish = (ok: boolean) => {
    setOpen({ kind: 'closed' })
    setSecret('')
    setError(undefined)
    resolver.current?.(ok)
    resolver.current = undefined
  }

  const confirm = async (request: ConfirmRequest = {}): Promise<boolean> => {
    let type: ConfirmType = request.type ?? 'mfa'
    if (request.check) {
      try {
        await request.check()
        return true
      } catch (e) {
        const code = (errorBody(e) as { code?: unknown } | undefined)?.code
        if (isConfirmType(code)) type = code
      }
    } else if (type === 'mfa' && mfaStillValid()) return true
    const answer = await askConfirmType(type)
    const result = new Promise<boolean>((resolve) => (resolver.current = resolve))
    if (answer.confirm_type === 'relogin') {
      try {
        await postConfirm('relogin', '')
        finish(true)
      } catch (error) {
        setOpen({ kind: 'relogin', reason: reloginReason(error) })
      }
      return result
    }
    const options = Array.isArray(answer.content) ? answer.content : []
    setMethod(options.find((o) => !o.disabled)?.name ?? '')
    setOpen({ kind: 'secret', type: answer.confirm_type, options })
    return result
  }

  const submit = async () => {
    if (open.kind !== 'secret') return
    if (open.type === 'mfa' && secret.length !== OTP_LENGTH) {
      setError(t('errors:mfaError'))
      return
    }
    setBusy(true)
    try {
      await postConfirm(open.type, secret, open.type === 'mfa' ? method : undefined)
      if (open.type === 'mfa') recordMfaVerified()
      finish(true)
    } catch (e) {
      setError(serverErrorText(errorBody(e)) ?? t('errors:mfaError'))
    } finally {
      setBusy(false)
    }
  }

  const option = open.kind === 'secret' ? open.options.find((o) => o.name === method) : undefined
  const dialog = (
    <>
      <Dialog open={open.kind === 'secret'} onOpenChange={(_, d) => !d.open && finish(false)}>
        <ConsoleDialogSurface aria-label={t('confirm.title')}>
          <form onSubmit={(e) => { e.preventDefault(); void submit() }}>
            <DialogBody>
              <DialogTitle>{t('confirm.title')}</DialogTitle>
              <DialogContent className={styles.body}>
                {open.kind === 'secret' && open.type === 'mfa' && (
                  <RadioGroup aria-label={t('confirm.method')} layout="horizontal" value={method} onChange={(_, d) => {
                      setMethod(d.value)
                      setError(undefined)
                    }}>
                    {open.options.map((o) => (
                      <Radio key={o.name} value={o.name} label={o.display_name} disabled={o.disabled} />
                    ))}
                  </RadioGroup>
                )}
                <div className={styles.row}>
                  <Field label={open.kind === 'secret' && open.type === 'password' ? t('confirm.password') : t('confirm.code')} validationMessage={error}>
                    <Input
                      type={open.kind === 'secret' && open.type === 'password' ? 'password' : 'text'}
                      autoComplete="off"
                      placeholder={option?.placeholder}
                      value={secret}
                      onChange={(_, d) => setSecret(d.value)}
                    />
                  </Field>
                  {method === 'sms' && open.kind === 'secret' && open.type === 'mfa' && <SendCodeButton onSend={() => sendCode('sms')} />}
                </div>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => finish(false)}>{t('confirm.cancel')}</Button>
                <Button type="submit" appearance="primary" disabled={busy}>
                  {t('confirm.submit')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        </ConsoleDialogSurface>
      </Dialog>
      <Dialog open={open.kind === 'relogin'} onOpenChange={(_, d) => !d.open && finish(false)}>
        <ConsoleDialogSurface role="alertdialog" aria-label={t('confirm.reloginTitle')}>
          <DialogBody>
            <DialogTitle>{t('confirm.reloginTitle')}</DialogTitle>
            <DialogContent>
              <p>{t('errors:thirdPartyRelogin')}</p>
              {open.kind === 'relogin' && <p role="alert">{t(`errors:${open.reason}`)}</p>}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => finish(false)}>{t('confirm.cancel')}</Button>
              <Button appearance="primary" onClick={relogin}>
                {t('confirm.reloginButton')}
              </Button>
            </DialogActions>
          </DialogBody>
        </ConsoleDialogSurface>
      </Dialog>
    </>
  )
  return { dialog, confirm }
}
