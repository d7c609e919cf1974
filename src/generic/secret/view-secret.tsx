// Viewing an account's secret (shell §4, domain §6 "Viewing secrets … need MFA or password
// confirmation"): the secret URL is the confirmation's check; only when it passes, or the user has
// confirmed, is the secret fetched and shown in a dialog, never kept after it closes.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { silentCalls } from '../common/api'
import { ConsoleDialogSurface } from '../common/dialog-surface'
import { CopyButton } from '../common/copy-button'
import { useConfirm } from '../confirm/use-confirm'
import type { Row } from '../resource-config'
import { DefinitionList } from '../common/definition-list'

const useStyles = makeStyles({
  // A dialog is narrower than a page: shorter terms; a secret is monospace, beside its copy button.
  list: { gridTemplateColumns: 'minmax(100px, 180px) 1fr' },
  value: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  pre: { margin: 0, whiteSpace: 'pre-wrap' },
})

/** The secret fields shown, in order (reference: account-secrets answer password and private_key). */
const SHOWN = ['username', 'password', 'private_key'] as const

/** A "View secret" button for one account; `url` is the secret's detail URL (…/account-secrets/{id}/). */
export function ViewSecretButton({ url, title }: { url: string; title: string }) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const { dialog, confirm } = useConfirm()
  const [secret, setSecret] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)

  const open = async () => {
    setBusy(true)
    try {
      const ok = await confirm({ check: () => silentCalls.get(url) })
      if (ok) setSecret(await silentCalls.get<Row>(url))
    } catch {
      setSecret(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button size="small" disabled={busy} onClick={() => void open()}>
        {t('secret.view')}
      </Button>
      {dialog}
      <Dialog open={secret !== null} onOpenChange={(_, d) => !d.open && setSecret(null)}>
        <ConsoleDialogSurface>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <DefinitionList
                className={styles.list}
                label={title}
                items={(secret ? SHOWN.filter((k) => secret[k]) : []).map((k) => ({
                  key: k,
                  term: t(`secret.${k}`),
                  value: (
                    <>
                      <pre className={styles.pre}>{String(secret?.[k])}</pre>
                      <CopyButton text={String(secret?.[k])} label={t('secret.copy')} />
                    </>
                  ),
                  valueProps: { className: styles.value, 'data-secret': k },
                }))}
              />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setSecret(null)}>
                {t('secret.close')}
              </Button>
            </DialogActions>
          </DialogBody>
        </ConsoleDialogSurface>
      </Dialog>
    </>
  )
}
