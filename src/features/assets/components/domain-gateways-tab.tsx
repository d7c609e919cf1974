// The gateways of a domain (domain §2 assets/domains with gateways): each with its address, a test of
// the connection on a port typed by the user (POST gateways/{id}/test-connective/ {port}; domain §5,
// §8 "Port Error, please check" for a port that is not 1–65535), update and delete; Create gateway
// opens the gateway form for this domain.
import { Button, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { listQueryOptions, silentResourceOf } from '@/generic/common/api'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import type { Row } from '@/generic/resource-config'
import { api } from '@/shared/api/client'
import { rowsOf } from '@/shared/api/resource'
import { serverErrorText } from '@/shared/errors/catalogue'

const useStyles = makeStyles({ tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' }, port: { width: '90px' } })
const GATEWAYS = '/api/v1/assets/gateways/'

export const validPort = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 65535

export function DomainGatewaysTab({ object }: { object: Row }) {
  const styles = useStyles()
  const { t } = useTranslation(['assets', 'errors', 'generic'])
  const navigate = useNavigate()
  const perms = usePerms()
  const queryClient = useQueryClient()
  const gateways = useQuery(listQueryOptions(GATEWAYS, { domain: String(object.id), offset: '0', limit: '100' }))
  const rows = gateways.data ? rowsOf(gateways.data).rows : []
  const [ports, setPorts] = useState<Record<string, string>>({})
  const [deleting, setDeleting] = useState<Row | null>(null)

  const test = async (gw: Row) => {
    const port = ports[gw.id] ?? String(gw.port ?? '')
    if (!validPort(port)) {
      notify({ intent: 'error', text: t('errors:portError') })
      return
    }
    try {
      await api.post(`${GATEWAYS}${gw.id}/test-connective/`, { port: Number(port) }, { silent: true })
      notify({ intent: 'success', text: t('assets:gateway.testOk') })
    } catch (error) {
      notify({ intent: 'error', text: serverErrorText((error as { response?: { data?: unknown } }).response?.data) || t('errors:portError') })
    }
  }
  const remove = async (gw: Row) => {
    setDeleting(null)
    await silentResourceOf(GATEWAYS).delete(gw.id)
    notify({ intent: 'success', text: t('errors:deleteSuccess') })
    await queryClient.invalidateQueries({ queryKey: ['resource', GATEWAYS] })
  }

  return (
    <div className={styles.tab}>
      {perms.has('assets.add_gateway') && (
        <Button appearance="primary" onClick={() => navigate(`/console/assets/gateways/create?domain=${encodeURIComponent(String(object.id))}`)}>
          {t('assets:gateway.create')}
        </Button>
      )}
      <Table aria-label={t('assets:columns.gateways')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('assets:columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('assets:columns.ip')}</TableHeaderCell>
            <TableHeaderCell>{t('assets:columns.port')}</TableHeaderCell>
            <TableHeaderCell>{t('generic:table.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>{gateways.isLoading ? t('generic:table.loading') : t('generic:table.noData')}</TableCell>
            </TableRow>
          )}
          {rows.map((gw) => (
            <TableRow key={gw.id} data-row-id={gw.id}>
              <TableCell>{String(gw.name)}</TableCell>
              <TableCell>{String(gw.ip)}</TableCell>
              <TableCell>{String(gw.port ?? '')}</TableCell>
              <TableCell>
                <Input className={styles.port} aria-label={t('assets:gateway.testPort')} value={ports[gw.id] ?? String(gw.port ?? '')} onChange={(_, d) => setPorts((p) => ({ ...p, [gw.id]: d.value }))} />{' '}
                <Button size="small" disabled={!perms.has('assets.test_gateway')} onClick={() => void test(gw)}>
                  {t('assets:gateway.test')}
                </Button>{' '}
                <Button size="small" disabled={!perms.has('assets.change_gateway')} onClick={() => navigate(`/console/assets/gateways/${encodeURIComponent(gw.id)}/update?domain=${encodeURIComponent(String(object.id))}`)}>
                  {t('generic:detail.update')}
                </Button>{' '}
                <Button size="small" disabled={!perms.has('assets.delete_gateway')} onClick={() => setDeleting(gw)}>
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
        message={t('generic:confirmDelete.one', { name: String(deleting?.name ?? '') })}
        confirmLabel={t('generic:confirmDelete.confirm')}
        cancelLabel={t('generic:confirmDelete.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  )
}
