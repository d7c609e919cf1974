// The user list (domain §2 console/users/users): the generic list, plus what an administrator does to
// several users at once (domain §4), as JumpServer's own console offers it: remove the selected users
// from the current organisation (2.26 users/users/remove/?spm=, users.remove_user; the global
// organisation has no members to remove), and activate or deactivate them (a bulk update of is_active).
// Each says why when it cannot be used here.
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { invalidateAfterWrite } from '@/generic/common/api'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { notify } from '@/generic/common/toast'
import { useIsRootOrg, usePerms } from '@/generic/common/use-abilities'
import { ListPage } from '@/generic/list/list-page'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { useResource } from '@/generic/resource-context'
import { orgState } from '@/shared/state/org'
import { bulkActiveReason, bulkRemoveReason, removeFromOrg, setActiveOf } from '../api/user-actions'

/** The users asked about, and what clears the list's selection once they are done. */
type Removing = { rows: Row[]; clear: () => void } | null

export default function UserList() {
  const { t } = useTranslation(['users', 'generic'])
  const config = useResource()
  const perms = usePerms()
  const rootOrg = useIsRootOrg()
  const org = useSnapshot(orgState).current
  const queryClient = useQueryClient()
  const [removing, setRemoving] = useState<Removing>(null)
  const [busy, setBusy] = useState(false)
  const why = (key: string | null) => (key ? t(`reasons.${key}`) : null)
  const removeReason = why(bulkRemoveReason(perms, rootOrg))
  const activeReason = why(bulkActiveReason(perms, rootOrg))

  const reload = (ids: string[]) => invalidateAfterWrite(queryClient, config.url, ids)
  const setActive = (active: boolean) => async (rows: Row[], clear: () => void) => {
    const ids = rows.map((r) => r.id)
    await setActiveOf(ids, active)
    notify({ intent: 'success', text: t(active ? 'bulk.activateDone' : 'bulk.deactivateDone', { count: ids.length }) })
    clear()
    await reload(ids)
  }
  const remove = async () => {
    if (!removing) return
    const ids = removing.rows.map((r) => r.id)
    setBusy(true)
    try {
      await removeFromOrg(ids)
      notify({ intent: 'success', text: t('bulk.removeDone', { count: ids.length }) })
      removing.clear()
      setRemoving(null)
      await reload(ids)
    } finally {
      setBusy(false)
    }
  }

  const withBulk: ResourceConfig = useMemo(
    () => ({
      ...config,
      bulkActions: [
        { label: 'users:bulk.remove', needsSelection: true, reason: removeReason, run: (rows, clear) => setRemoving({ rows, clear }) },
        { label: 'users:bulk.activate', needsSelection: true, reason: activeReason, run: (rows, clear) => void setActive(true)(rows, clear) },
        { label: 'users:bulk.deactivate', needsSelection: true, reason: activeReason, run: (rows, clear) => void setActive(false)(rows, clear) },
      ],
    }),
    [config, removeReason, activeReason], // eslint-disable-line react-hooks/exhaustive-deps
  )

  return (
    <>
      <ListPage config={withBulk} />
      <ConfirmActionDialog
        open={Boolean(removing)}
        title={t('bulk.remove')}
        message={t('bulk.confirmRemove', { count: removing?.rows.length ?? 0, org: org?.name ?? '' })}
        confirmLabel={t('generic:confirm.submit')}
        cancelLabel={t('generic:confirmDelete.cancel')}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </>
  )
}
