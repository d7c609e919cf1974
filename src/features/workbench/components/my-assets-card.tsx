import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '@/generic/common/query-state'
import { TableCard } from '@/generic/common/table-card'
import { useMyAssets } from '../api/my-assets'
import { workbenchPaths } from '../paths'

/** A short list of the user's granted assets, linking to the full workbench page. */
export function MyAssetsCard() {
  const { t } = useTranslation('workbench')
  const query = useMyAssets(true)
  const page = query.data
  return (
    <TableCard
      title={t('myAssets.title')}
      more={page && page.count > 0 ? { to: workbenchPaths.myAssets(), text: t('myAssets.all', { count: page.count }) } : undefined}
      headers={[t('myAssets.columns.hostname'), t('myAssets.columns.ip'), t('myAssets.columns.platform'), t('myAssets.columns.org')]}
      rows={page?.results.map((a) => [a.hostname, a.ip, a.platform, a.org_name])}
      empty={t('myAssets.empty')}
    >
      {query.isPending && <LoadingState label={t('states.loading')} />}
      {query.isError && <ErrorState error={query.error} lead={t('states.error')} onRetry={() => void query.refetch()} />}
    </TableCard>
  )
}
