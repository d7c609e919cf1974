// The directory's users (reference §2.9): read from the server's cache, which answers 409 while it
// syncs (the dialog asks again until the list comes); refresh empties the cache; the chosen users are
// imported (shell §7 calls). Existing users are marked and cannot be chosen.
import { Button, Checkbox, DialogActions, DialogBody, DialogContent, DialogTitle, Dialog, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { api } from '@/shared/api/client'
import { answerText, silentPost } from '../api/settings'
import { TestResultBar, runTest, type TestResult } from './test-result'
import { errorBody, errorStatus } from '@/shared/api/error-body'
import { queryKeys } from '@/shared/api/query-keys'

interface LdapUser {
  id: string
  username: string
  name: string
  email: string
  existing: boolean
}

const USERS_URL = '/api/v1/settings/ldap/users/?cache_police=1'
const SYNC_RETRY_MS = 500
const isSyncing = (error: unknown) => errorStatus(error) === 409

export function LdapUsersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('settings')
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [result, setResult] = useState<TestResult>(null)
  const users = useQuery({
    queryKey: queryKeys.ldapUsers,
    queryFn: () => api.get<LdapUser[]>(USERS_URL, { silent: true }),
    retry: (count, error) => isSyncing(error) && count < 60,
    retryDelay: SYNC_RETRY_MS,
  })
  const refresh = async () => {
    setResult(null)
    const answer = await runTest(() => api.get('/api/v1/settings/ldap/cache/refresh/', { silent: true }))
    if (!answer?.ok) setResult(answer)
    await queryClient.resetQueries({ queryKey: queryKeys.ldapUsers })
  }
  const importChosen = async () => {
    setResult(await runTest(() => silentPost('/api/v1/settings/ldap/users/import/', { username_list: [...chosen] })))
    setChosen(new Set())
    await queryClient.invalidateQueries({ queryKey: queryKeys.ldapUsers })
  }
  const toggle = (username: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s)
      if (on) next.add(username)
      else next.delete(username)
      return next
    })
  const failed = users.error && !isSyncing(users.error) ? answerText(errorBody(users.error)) : null
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <ConsoleDialogSurface aria-label={t('ldap.users')}>
        <DialogBody>
          <DialogTitle>{t('ldap.users')}</DialogTitle>
          <DialogContent>
            {(users.isFetching && !users.data) || (users.failureCount > 0 && isSyncing(users.failureReason)) ? <Spinner label={t('ldap.syncing')} /> : null}
            <TestResultBar result={failed ? { ok: false, text: failed } : result} label={t('ldap.importResult')} />
            {users.data && (
              <Table aria-label={t('ldap.users')} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell />
                    <TableHeaderCell>{t('ldap.username')}</TableHeaderCell>
                    <TableHeaderCell>{t('ldap.name')}</TableHeaderCell>
                    <TableHeaderCell>{t('ldap.email')}</TableHeaderCell>
                    <TableHeaderCell>{t('ldap.existing')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {users.data.map((u) => (
                    <TableRow key={u.id}>
                      <TableCell>
                        <Checkbox aria-label={u.username} disabled={u.existing} checked={chosen.has(u.username)} onChange={(_, d) => toggle(u.username, Boolean(d.checked))} />
                      </TableCell>
                      <TableCell>{u.username}</TableCell>
                      <TableCell>{u.name}</TableCell>
                      <TableCell>{u.email}</TableCell>
                      <TableCell>{u.existing ? t('ldap.yes') : t('ldap.no')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void refresh()}>{t('ldap.refresh')}</Button>
            <Button appearance="primary" disabled={chosen.size === 0} onClick={() => void importChosen()}>
              {t('ldap.import')}
            </Button>
            <Button onClick={onClose}>{t('ldap.close')}</Button>
          </DialogActions>
        </DialogBody>
      </ConsoleDialogSurface>
    </Dialog>
  )
}
