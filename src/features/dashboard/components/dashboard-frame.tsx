// The frame both dashboards share (domain §2 console/dashboard and audit/dashboard, §9): the title, the
// figures of GET /api/v1/index/ for the chosen period, then the trend, the top 10 lists and the latest
// sessions. A dashboard says only which figure cards it shows.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '@/generic/common/query-state'
import { PageHeading } from '@/generic/common/page-heading'
import { useCan } from '@/shared/access/use-can'
import { FIRST_TREND_DAYS, useIndexFigures, type IndexFigures, type TrendDays } from '../api/index-figures'
import { dashboardLinkPerms, dashboardPaths } from '../paths'
import { ActivityCards } from './activity-cards'
import { FigureCard } from './figure-card'
import { FigureGrid } from './figure-grid'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

type FigureName = { [K in keyof IndexFigures]-?: IndexFigures[K] extends number | undefined ? K : never }[keyof IndexFigures]

interface FigureSpec {
  value: FigureName
  to?: keyof typeof dashboardLinkPerms
}

/** Every summary figure a dashboard may show (its words are `figures.<name>`), and the list it leads to. */
const FIGURES = {
  users: { value: 'total_count_users', to: 'users' },
  assets: { value: 'total_count_assets', to: 'assets' },
  onlineUsers: { value: 'total_count_online_users', to: 'sessions' },
  onlineSessions: { value: 'total_count_online_sessions', to: 'sessions' },
  todayActiveAssets: { value: 'total_count_today_active_assets' },
  todayLoginUsers: { value: 'total_count_today_login_users', to: 'loginLog' },
  todayFailedSessions: { value: 'total_count_today_failed_sessions', to: 'sessions' },
} as const satisfies Record<string, FigureSpec>

export type FigureKey = keyof typeof FIGURES

export interface DashboardFrameProps {
  title: string
  /** The figure cards of this dashboard, in order. */
  figures: readonly FigureKey[]
}

export function DashboardFrame({ title, figures }: DashboardFrameProps) {
  const styles = useStyles()
  const id = useId()
  const { t } = useTranslation('dashboard')
  const [days, setDays] = useState<TrendDays>(FIRST_TREND_DAYS)
  const query = useIndexFigures(days)
  const can = useCan()
  // A card links to its list only for a reader who may open it.
  const link = (key: FigureKey) => {
    const figure: FigureSpec = FIGURES[key]
    return figure.to && can(dashboardLinkPerms[figure.to]) ? dashboardPaths[figure.to]() : undefined
  }
  const f = query.data
  return (
    <section className={styles.root} aria-labelledby={id}>
      <PageHeading id={id}>{title}</PageHeading>
      {query.isError && <ErrorState error={query.error} lead={t('states.error')} onRetry={() => void query.refetch()} />}
      {query.isPending && <LoadingState label={t('states.loading')} />}
      {f && (
        <>
          <FigureGrid label={t('figures.label')}>
            {figures.map((key) => (
              <FigureCard key={key} label={t(`figures.${key}`)} value={f[FIGURES[key].value]} to={link(key)} />
            ))}
          </FigureGrid>
          <ActivityCards figures={f} days={days} onDaysChange={setDays} />
        </>
      )}
    </section>
  )
}
