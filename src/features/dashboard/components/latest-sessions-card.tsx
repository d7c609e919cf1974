import { Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useDurationText } from '@/shared/i18n/durations'
import type { IndexSession } from '../api/index-figures'
import { formatServerDate, parseServerDate } from '@/shared/lib/dates'
import { EmptyState } from '@/generic/common/query-state'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, overflowX: 'auto' },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' },
})

/** Domain §9: the latest 10 sessions. */
export const LATEST_SESSIONS_LIMIT = 10

export interface LatestSessionsCardProps {
  sessions: IndexSession[]
  /** Builders given only when the user may open the session list / a session (terminal.view_session). */
  allHref?: string
  detailHref?: (id: string) => string
}

export function LatestSessionsCard({ sessions, allHref, detailHref }: LatestSessionsCardProps) {
  const { t, i18n } = useTranslation('dashboard')
  const styles = useStyles()
  const title = t('latest.title')
  const shown = sessions.slice(0, LATEST_SESSIONS_LIMIT)
  const durationText = useDurationText()
  const when = (value?: string | null) => formatServerDate(value, 'medium', i18n.language) ?? '–'
  const duration = (s: IndexSession) => {
    const start = s.date_start ? parseServerDate(s.date_start) : null
    const end = s.date_end ? parseServerDate(s.date_end) : null
    if (!s.is_finished) return t('latest.online')
    return start && end ? durationText((end.getTime() - start.getTime()) / 1000) : '–'
  }
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
              <TableHeaderCell>{t('latest.columns.protocol')}</TableHeaderCell>
              <TableHeaderCell>{t('latest.columns.start')}</TableHeaderCell>
              <TableHeaderCell>{t('latest.columns.duration')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{detailHref ? <Link to={detailHref(s.id)}>{s.user}</Link> : s.user}</TableCell>
                <TableCell>{s.asset}</TableCell>
                <TableCell>{s.protocol ?? '–'}</TableCell>
                <TableCell>{when(s.date_start)}</TableCell>
                <TableCell>{duration(s)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}
