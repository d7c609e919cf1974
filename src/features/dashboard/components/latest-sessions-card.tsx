import { useTranslation } from 'react-i18next'
import type { IndexSession } from '../api/index-figures'
import { formatServerDate } from '@/shared/lib/dates'
import { TableCard } from '@/generic/common/table-card'

/** Domain §9: the latest 10 sessions, as the index names them (who, on what, since when, online or ended). */
export const LATEST_SESSIONS_LIMIT = 10

export interface LatestSessionsCardProps {
  sessions: IndexSession[]
  /** Given only when the user may open the session list (terminal.view_session). */
  allHref?: string
}

export function LatestSessionsCard({ sessions, allHref }: LatestSessionsCardProps) {
  const { t, i18n } = useTranslation('dashboard')
  const when = (value?: string | null) => formatServerDate(value, 'medium', i18n.language) ?? '–'
  return (
    <TableCard
      title={t('latest.title')}
      more={allHref ? { to: allHref, text: t('latest.all') } : undefined}
      headers={[t('latest.columns.user'), t('latest.columns.asset'), t('latest.columns.start'), t('latest.columns.state')]}
      rows={sessions
        .slice(0, LATEST_SESSIONS_LIMIT)
        .map((s) => [s.user, s.asset, when(s.date_start), t(s.is_finished ? 'latest.finished' : 'latest.online')])}
      empty={t('latest.empty')}
    />
  )
}
