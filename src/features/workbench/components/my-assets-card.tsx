import { Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState, ErrorState, LoadingState } from '@/generic/common/query-state'
import { useMyAssets } from '../api/my-assets'
import { workbenchPaths } from '../paths'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, overflowX: 'auto' },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
})

/** A short list of the user's granted assets, linking to the full workbench page. */
export function MyAssetsCard() {
  const { t } = useTranslation('workbench')
  const styles = useStyles()
  const query = useMyAssets(true)
  const title = t('myAssets.title')
  const page = query.data
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <div className={styles.header}>
        <Text as="h2" weight="semibold">
          {title}
        </Text>
        {page && page.count > 0 && <Link to={workbenchPaths.myAssets()}>{t('myAssets.all', { count: page.count })}</Link>}
      </div>
      {query.isPending && <LoadingState label={t('states.loading')} />}
      {query.isError && <ErrorState error={query.error} lead={t('states.error')} onRetry={() => void query.refetch()} />}
      {page && page.results.length === 0 && <EmptyState text={t('myAssets.empty')} />}
      {page && page.results.length > 0 && (
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('myAssets.columns.hostname')}</TableHeaderCell>
              <TableHeaderCell>{t('myAssets.columns.ip')}</TableHeaderCell>
              <TableHeaderCell>{t('myAssets.columns.platform')}</TableHeaderCell>
              <TableHeaderCell>{t('myAssets.columns.org')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.results.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{a.hostname}</TableCell>
                <TableCell>{a.ip}</TableCell>
                <TableCell>{a.platform}</TableCell>
                <TableCell>{a.org_name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}
