// The runs of a cloud sync task (domain §4 "Cloud sync counts: new, unsynced, synced, released"), from
// the task's history (xpack: sync-instance-tasks/{id}/history/), and a Run now action
// (sync-instance-tasks/{id}/run/) whose log opens in the task-log popup (domain §2).
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { listQueryOptions } from '@/generic/common/api'
import { usePerms } from '@/generic/common/use-abilities'
import type { Row } from '@/generic/resource-config'
import { api } from '@/shared/api/client'
import { rowsOf } from '@/shared/api/resource'
import { formatServerDate } from '@/shared/lib/dates'
import { openTaskLog } from '@/shared/lib/task-log'
import { queryKeys } from '@/shared/api/query-keys'

const useStyles = makeStyles({ tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' } })
const COUNTS = ['new', 'unsync', 'sync', 'released'] as const

export function SyncTaskHistoryTab({ object }: { object: Row }) {
  const styles = useStyles()
  const { t, i18n } = useTranslation('assets')
  const perms = usePerms()
  const queryClient = useQueryClient()
  const url = `/api/v1/xpack/cloud/sync-instance-tasks/${String(object.id)}/history/`
  const history = useQuery(listQueryOptions(url, { offset: '0', limit: '20' }))
  const rows = history.data ? rowsOf(history.data).rows : []
  const run = useMutation({
    mutationFn: () => api.get<{ task: string }>(`/api/v1/xpack/cloud/sync-instance-tasks/${String(object.id)}/run/`),
    onSuccess: async (answer) => {
      openTaskLog(answer.task, { what: 'cloudSync', on: String(object.name ?? '') })
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource(url) })
    },
  })
  return (
    <div className={styles.tab}>
      <Button appearance="primary" disabled={!perms.has('xpack.change_syncinstancetask') || run.isPending} onClick={() => run.mutate()}>
        {t('actions.runNow')}
      </Button>
      <Table aria-label={t('detail.syncHistory')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('columns.dateSync')}</TableHeaderCell>
            {COUNTS.map((c) => (
              <TableHeaderCell key={c}>{t(`sync.${c}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={String(r.id)}>
              <TableCell>{formatServerDate(r.date_sync, 'medium', i18n.language) ?? ''}</TableCell>
              {COUNTS.map((c) => (
                <TableCell key={c}>{String((r.summary as Record<string, unknown> | undefined)?.[c] ?? 0)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
