import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { IndexFigures, TrendDays } from '../api/index-figures'
import { dashboardLinkPerms, dashboardPaths } from '../paths'
import { useCan } from '@/shared/access/use-can'
import { LatestSessionsCard } from './latest-sessions-card'
import { TopListCard } from './top-list-card'
import { TrendCard } from './trend-card'

const useStyles = makeStyles({
  pair: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' },
})

/** Two cards side by side on a wide screen, stacked on a narrow one. */
function CardPair({ children }: { children: ReactNode }) {
  return <div className={useStyles().pair}>{children}</div>
}

export interface ActivityCardsProps {
  figures: IndexFigures | undefined
  days: TrendDays
  onDaysChange: (days: TrendDays) => void
}

/** What both dashboards share: the trend, the top 10 lists and the latest 10 sessions (domain §9). */
export function ActivityCards({ figures, days, onDaysChange }: ActivityCardsProps) {
  const { t } = useTranslation('dashboard')
  const can = useCan()
  const canSessions = can(dashboardLinkPerms.sessions)
  return (
    <>
      <TrendCard figures={figures} days={days} onDaysChange={onDaysChange} series={['login', 'active_users', 'active_assets']} />
      <CardPair>
        <TopListCard title={t('top.users', { count: days })} entries={(figures?.dates_login_times_top10_users ?? []).map((e) => ({ name: e.user, total: e.total }))} />
        <TopListCard title={t('top.assets', { count: days })} entries={(figures?.dates_login_times_top10_assets ?? []).map((e) => ({ name: e.asset, total: e.total }))} />
      </CardPair>
      <LatestSessionsCard
        sessions={figures?.dates_login_record_top10_sessions ?? []}
        allHref={canSessions ? dashboardPaths.sessions() : undefined}
      />
    </>
  )
}
