import { Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { IndexSession } from '../api/index-figures'
import { formatServerDate } from '@/shared/lib/dates'
import { EmptyState } from '@/generic/common/query-state'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, overflowX: 'auto' },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' },
})

/** Domain §9: the latest 10 sessions, as the index names them (who, on what, since when, online or ended). */
export const LATEST_SESSIONS_LIMIT = 10

export interface LatestSessionsCardProps {
  sessions: IndexSession[]
  /** Given only when the user may open the session list (terminal.view_session). */
  allHref?: string
}

export function LatestSessionsCard({ sessions, allHref }: LatestSessionsCardProps) {
  const { t, i18n } = useTranslation('dashboard')
  const styles = useStyles()
  const title = t('latest.title')
  const shown = sessions.slice(0, LATEST_SESSIONS_LIMIT)
  const when = (value?: string | null) => formatServerDate(value, 'medium', i18n.language) ?? '–'
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <div className={styles.header}>
        <Text as="h2" weight="semibold">
          {title}
        </Text>
        {allHref && <Link to={allHref}>{t('latest.all')}</Link>}
      </div>
      {shown.length === 0 ? (
        <EmptyState text={t('latest.empty')} />
      ) : (
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('latest.columns.user')}</TableHeaderCell>
              <TableHeaderCell>{t('latest.columns.asset')}</TableHeaderCell>
              <TableHeaderCell>{t('latest.columns.start')}</TableHeaderCell>
              <TableHeaderCell>{t('latest.columns.state')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((s, i) => (
              <TableRow key={i}>
                <TableCell>{s.user}</TableCell>
                <TableCell>{s.asset}</TableCell>
                <TableCell>{when(s.date_start)}</TableCell>
                <TableCell>{t(s.is_finished ? 'latest.finished' : 'latest.online')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}
