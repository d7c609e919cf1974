// The children of an object on its detail (a domain's gateways, a filter's rules): a table with a
// create button, and per row update (their own form route, back here after a save) and a confirmed
// delete; a row may carry extra controls (the gateway test).
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { listQueryOptions, silentResourceOf } from '@/generic/common/api'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import type { Row } from '@/generic/resource-config'
import { rowsOf } from '@/shared/api/resource'
import { queryKeys } from '@/shared/api/query-keys'

const useStyles = makeStyles({ tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' }, cell: { whiteSpace: 'pre-wrap' } })

export interface ChildTableProps {
  /** i18n key naming the table. */
  title: string
  url: string
  query: Record<string, string>
  columns: Array<{ key: string; label: string }>
  /** add / change / delete permissions of the children. */
  perms: { add: string; change: string; delete: string }
  createLabel: string
  createPath: string
  updatePath: (row: Row) => string
  extra?: (row: Row) => ReactNode
}

export function ChildTable(p: ChildTableProps) {
  const styles = useStyles()
  const { t } = useTranslation(['assets', 'errors', 'generic'])
  const navigate = useNavigate()
  const perms = usePerms()
  const queryClient = useQueryClient()
  const list = useQuery(listQueryOptions(p.url, { offset: '0', limit: '100', ...p.query }))
  const rows = list.data ? rowsOf(list.data).rows : []
  const [deleting, setDeleting] = useState<Row | null>(null)
  const remove = async (row: Row) => {
    setDeleting(null)
    await silentResourceOf(p.url).delete(row.id)
    notify({ intent: 'success', text: t('errors:deleteSuccess') })
    await queryClient.invalidateQueries({ queryKey: queryKeys.resource(p.url) })
  }
  return (
    <div className={styles.tab}>
      {perms.has(p.perms.add) && (
        <Button appearance="primary" onClick={() => navigate(p.createPath)}>
          {t(p.createLabel)}
        </Button>
      )}
      <Table aria-label={t(p.title)} size="small">
        <TableHeader>
          <TableRow>
            {p.columns.map((c) => (
              <TableHeaderCell key={c.key}>{t(c.label)}</TableHeaderCell>
            ))}
            <TableHeaderCell>{t('generic:table.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={p.columns.length + 1}>{list.isLoading ? t('generic:table.loading') : t('generic:table.noData')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id} data-row-id={row.id}>
              {p.columns.map((c) => (
                <TableCell key={c.key} className={styles.cell}>{String(row[c.key] ?? '')}</TableCell>
              ))}
              <TableCell>
                {p.extra?.(row)}
                <Button size="small" disabled={!perms.has(p.perms.change)} onClick={() => navigate(p.updatePath(row))}>
                  {t('generic:detail.update')}
                </Button>{' '}
                <Button size="small" disabled={!perms.has(p.perms.delete)} onClick={() => setDeleting(row)}>
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
        message={t('generic:confirmDelete.one', { name: String(deleting?.[p.columns[0].key] ?? '') })}
        confirmLabel={t('generic:confirmDelete.confirm')}
        cancelLabel={t('generic:confirmDelete.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  )
}
