// Invite users into the current organisation (domain §4: users can be invited into an organisation;
// 2.26 users/users/invite/ with users and org_roles, permission users.invite_user, refused in the global
// organisation). The users are picked from every organisation (users/users/suggestions/ runs in the root
// org), and join with the org roles chosen, the ordinary member's role to start with.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components'
import { PersonAddRegular } from '@fluentui/react-icons'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { ReasonedButton } from '@/generic/common/reasoned-button'
import { notify } from '@/generic/common/toast'
import { useIsRootOrg, usePerms } from '@/generic/common/use-abilities'
import { RemoteSelect, userOption } from '@/generic/select/remote-select'
import { api } from '@/shared/api/client'
import { queryKeys } from '@/shared/api/query-keys'
import { ORG_ROLES_URL, ordinaryOrgRole, roleOption } from '../api/system-roles'

const USERS = '/api/v1/users/users/'
const SUGGESTIONS = `${USERS}suggestions/`
const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  missing: { color: tokens.colorPaletteRedForeground1 },
})

/** Why the invitation cannot be made here: an i18n key of 'users' under `reasons.`; null when it can. */
export function inviteReason(perms: ReadonlySet<string>, rootOrg: boolean): string | null {
  if (!perms.has('users.invite_user')) return 'noInvite'
  return rootOrg ? 'inviteRootOrg' : null
}

export function InviteUsers() {
  const { t } = useTranslation(['users', 'generic'])
  const reason = inviteReason(usePerms(), useIsRootOrg())
  const [open, setOpen] = useState(false)
  return (
    <>
      <ReasonedButton icon={<PersonAddRegular />} reason={reason ? t(`reasons.${reason}`) : null} onClick={() => setOpen(true)}>
        {t('invite.button')}
      </ReasonedButton>
      {open && <InviteDialog onClose={() => setOpen(false)} />}
    </>
  )
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles()
  const { t } = useTranslation(['users', 'generic'])
  const queryClient = useQueryClient()
  const [users, setUsers] = useState<string[]>([])
  // The ordinary member's role until the administrator chooses others.
  const ordinary = useQuery({ queryKey: queryKeys.createDefaults(`${USERS}invite/`), queryFn: ordinaryOrgRole, staleTime: Infinity })
  const [chosenRoles, setRoles] = useState<string[] | null>(null)
  const roles = chosenRoles ?? ordinary.data ?? []
  const [busy, setBusy] = useState(false)
  const [tried, setTried] = useState(false)
  const missing = users.length === 0 ? 'invite.noUsers' : roles.length === 0 ? 'invite.noRoles' : null
  const submit = async () => {
    setTried(true)
    if (missing) return
    setBusy(true)
    try {
      await api.post(`${USERS}invite/`, { users, org_roles: roles })
      notify({ intent: 'success', text: t('invite.done', { count: users.length }) })
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource(USERS) })
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <ConsoleDialogSurface aria-label={t('invite.title')}>
        <DialogBody>
          <DialogTitle>{t('invite.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('invite.help')}</Text>
            {/* The server searches as the administrator types and pages 10 at a time, but never past its
                first 10 matches (2.26 SuggestionMixin.suggestion_limit): typing is how to reach the others. */}
            <RemoteSelect url={SUGGESTIONS} value={users} onChange={setUsers} label={t('invite.users')} toOption={userOption} multiple />
            <Text size={200}>{t('invite.search')}</Text>
            <RemoteSelect url={ORG_ROLES_URL} value={roles} onChange={setRoles} label={t('invite.roles')} toOption={roleOption} multiple />
            {tried && missing && (
              <Text role="alert" className={styles.missing}>
                {t(missing)}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('generic:confirmDelete.cancel')}</Button>
            <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
              {t('invite.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </ConsoleDialogSurface>
    </Dialog>
  )
}
