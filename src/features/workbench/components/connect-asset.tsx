// Connect on My assets (domain §2 workbench assets; domain §5: of several authorised system users, the one
// of higher priority is the default login user). The row's Connect opens a dialog that reads the login
// users granted on that asset and offers them by name, username and protocol, the default one first and
// chosen; one login user needs no choice, none is said in words. The web terminal opens on the asset as
// the login user chosen: the default one by the web terminal's own rule (no system_user, which every luna
// reads right), another one named (workbenchPaths.webTerminalLogin).
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { ErrorState, LoadingState } from '@/generic/common/query-state'
import { useMyAssetLoginUsers } from '../api/my-asset-login-users'
import { inLoginOrder, type LoginUser } from '../login-users'
import { workbenchPaths } from '../paths'

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  option: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
})

export interface ConnectAssetProps {
  asset: { id: string; hostname: string; orgId?: string }
}

export function ConnectAsset({ asset }: ConnectAssetProps) {
  const { t } = useTranslation('workbench')
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        appearance="transparent"
        size="small"
        aria-haspopup="dialog"
        aria-label={t('connect.to', { name: asset.hostname })}
        onClick={() => setOpen(true)}
      >
        {t('granted.connect')}
      </Button>
      {open && <ConnectDialog asset={asset} onClose={() => setOpen(false)} />}
    </>
  )
}

/** "Name (username, protocol)": what a login user is called here, the protocol as its word (names are
 * isolated for bidi by the interpolation, issue 26). */
function useLoginUserText() {
  const { t } = useTranslation('workbench')
  return (u: LoginUser) =>
    t('connect.loginUser', {
      name: u.name,
      username: u.username,
      protocol: t(`connect.protocols.${u.protocol}`, { defaultValue: t('connect.protocols.other') }),
    })
}

function ConnectDialog({ asset, onClose }: ConnectAssetProps & { onClose: () => void }) {
  const styles = useStyles()
  const { t } = useTranslation('workbench')
  const title = t('connect.to', { name: asset.hostname })
  const describe = useLoginUserText()
  const query = useMyAssetLoginUsers(asset.id, asset.orgId)
  const users = inLoginOrder(query.data ?? [])
  const [picked, setPicked] = useState<string | null>(null)
  const chosen = users.find((u) => u.id === picked) ?? users[0]
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <ConsoleDialogSurface aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {query.isPending ? (
              <LoadingState label={t('connect.loading')} />
            ) : query.isError ? (
              <ErrorState
                error={query.error}
                lead={t('connect.error')}
                onRetry={() => void query.refetch()}
              />
            ) : users.length === 0 ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t('connect.none')}</MessageBarBody>
              </MessageBar>
            ) : users.length === 1 ? (
              <Text>{t('connect.only', { user: describe(users[0]) })}</Text>
            ) : (
              <Field label={t('connect.loginAs')}>
                <RadioGroup value={chosen.id} onChange={(_, d) => setPicked(d.value)}>
                  {users.map((u, at) => (
                    <Radio
                      key={u.id}
                      value={u.id}
                      label={
                        <span className={styles.option}>
                          {describe(u)}
                          {at === 0 && <Badge appearance="outline">{t('connect.default')}</Badge>}
                        </span>
                      }
                    />
                  ))}
                </RadioGroup>
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('connect.cancel')}</Button>
            {chosen && (
              <Button
                as="a"
                appearance="primary"
                href={workbenchPaths.webTerminalLogin('asset', asset.id, chosen === users[0] ? undefined : chosen.id)}
                target="_blank"
                rel="noopener"
                onClick={onClose}
              >
                {t('granted.connect')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </ConsoleDialogSurface>
    </Dialog>
  )
}
