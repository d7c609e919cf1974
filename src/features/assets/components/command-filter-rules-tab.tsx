// The rules of a command filter (domain §3: content, priority, action; domain §5: priority 1–100, 100
// matched first, so the table lists them highest first), added, changed and deleted from here through
// the command-filter-rules routes, which know their filter by ?filter=.
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { listQueryOptions, silentResourceOf } from '@/generic/common/api'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import type { Row } from '@/generic/resource-config'
import { rowsOf } from '@/shared/api/resource'

const useStyles = makeStyles({ tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' }, content: { whiteSpace: 'pre-wrap' } })

export const rulesUrl = (filterId: string) => `/api/v1/assets/cmd-filters/${encodeURIComponent(filterId)}/rules/`

export function CommandFilterRulesTab({ object }: { object: Row }) {
  const styles = useStyles()
  const { t } = useTranslation(['assets', 'errors', 'generic'])
  const navigate = useNavigate()
  const perms = usePerms()
  const queryClient = useQueryClient()
  const url = rulesUrl(object.id)
  const rules = useQuery(listQueryOptions(url, { offset: '0', limit: '100', order: '-priority' }))
  const rows = rules.data ? rowsOf(rules.data).rows : []
  const [deleting, setDeleting] = useState<Row | null>(null)
  const q = `?filter=${encodeURIComponent(object.id)}`

  const remove = async (rule: Row) => {
    setDeleting(null)
    await silentResourceOf(url).delete(rule.id)
    notify({ intent: 'success', text: t('errors:deleteSuccess') })
    await queryClient.invalidateQueries({ queryKey: ['resource', url] })
  }

  return (
    <div className={styles.tab}>
      {perms.has('assets.add_commandfilterrule') && (
        <Button appearance="primary" onClick={() => navigate(`/console/assets/command-filter-rules/create${q}`)}>
          {t('assets:rule.create')}
        </Button>
      )}
      <Table aria-label={t('assets:columns.rules')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('assets:columns.content')}</TableHeaderCell>
            <TableHeaderCell>{t('assets:columns.priority')}</TableHeaderCell>
            <TableHeaderCell>{t('assets:columns.action')}</TableHeaderCell>
            <TableHeaderCell>{t('generic:table.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{rules.isLoading ? t('generic:table.loading') : t('generic:table.noData')}</TableCell>
            </TableRow>
          )}
          {rows.map((rule) => (
            <TableRow key={rule.id} data-row-id={rule.id}>
              <TableCell className={styles.content}>{String(rule.content ?? '')}</TableCell>
              <TableCell>{String(rule.priority ?? '')}</TableCell>
              <TableCell>{String(rule.action_display ?? rule.action ?? '')}</TableCell>
              <TableCell>
                <Button size="small" disabled={!perms.has('assets.change_commandfilterrule')} onClick={() => navigate(`/console/assets/command-filter-rules/${encodeURIComponent(rule.id)}/update${q}`)}>
                  {t('generic:detail.update')}
                </Button>{' '}
                <Button size="small" disabled={!perms.has('assets.delete_commandfilterrule')} onClick={() => setDeleting(rule)}>
                  {t('generic:detail.delete')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmActionDialog
        open={Boolean(deleting)}
        title={t('generic:confirmDelete.title')}
        message={t('generic:confirmDelete.one', { name: String(deleting?.content ?? '') })}
        confirmLabel={t('generic:confirmDelete.confirm')}
        cancelLabel={t('generic:confirmDelete.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  )
}
