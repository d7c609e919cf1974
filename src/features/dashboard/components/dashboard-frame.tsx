// The frame both dashboards share (domain §2 console/dashboard and audit/dashboard, §9): the title, the
// figures of GET /api/v1/index/ for the chosen period, then the trend, the top 10 lists and the latest
// sessions. A dashboard says only which figure cards it shows.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '@/generic/common/query-state'
import { PageHeading } from '@/generic/common/page-heading'
import { useCan } from '@/shared/access/use-can'
import { useIndexFigures, type IndexFigures, type TrendDays } from '../api/index-figures'
import { dashboardLinkPerms, dashboardPaths } from '../paths'
import { ActivityCards } from './activity-cards'
import { FigureCard } from './figure-card'
import { FigureGrid } from './figure-grid'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

type FigureName = { [K in keyof IndexFigures]-?: IndexFigures[K] extends number | undefined ? K : never }[keyof IndexFigures]

/** One figure card: its words (a dashboard key), the figure it shows, and the list it leads to. */
export interface Figure {
  label: string
  value: FigureName
  to?: keyof typeof dashboardLinkPerms
}

export interface DashboardFrameProps {
  title: string
  /** The figure cards of this dashboard, in order. */
  figures: readonly Figure[]
}

export function DashboardFrame({ title, figures }: DashboardFrameProps) {
  const styles = useStyles()
  const id = useId()
  const { t } = useTranslation('dashboard')
  const [days, setDays] = useState<TrendDays>(7)
  const query = useIndexFigures(days)
  const can = useCan()
  // A card links to its list only for a reader who may open it.
  const link = (key?: keyof typeof dashboardLinkPerms) => (key && can(dashboardLinkPerms[key]) ? dashboardPaths[key]() : undefined)
  const f = query.data
  return (
    <section className={styles.root} aria-labelledby={id}>
      <PageHeading id={id}>{title}</PageHeading>
      {query.isError && <ErrorState error={query.error} lead={t('states.error')} onRetry={() => void query.refetch()} />}
      {query.isPending && <LoadingState label={t('states.loading')} />}
      {f && (
        <>
          <FigureGrid label={t('figures.label')}>
            {figures.map((figure) => (
              <FigureCard key={figure.value} label={t(figure.label)} value={f[figure.value]} to={link(figure.to)} />
            ))}
          </FigureGrid>
          <ActivityCards figures={f} days={days} onDaysChange={setDays} />
        </>
      )}
    </section>
  )
}
