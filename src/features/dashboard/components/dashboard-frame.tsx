// The frame both dashboards share (domain §2 console/dashboard and audit/dashboard, §9): the title, the
// figures of GET /api/v1/index/ for the chosen period, then the trend, the top 10 lists and the latest
// sessions. A dashboard says only which figure cards it shows.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '@/generic/common/query-state'
import { PageHeading } from '@/generic/common/page-heading'
import { useCan } from '@/shared/access/use-can'
import { useIndexFigures, type IndexFigures, type TrendDays } from '../api/index-figures'
import { dashboardLinkPerms, dashboardPaths } from '../paths'
import { ActivityCards } from './activity-cards'
import { FigureGrid } from './figure-grid'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

/** Where a figure card leads, when its reader may open that page. */
export type FigureLink = (key: keyof typeof dashboardLinkPerms) => string | undefined

export interface DashboardFrameProps {
  title: string
  /** The figure cards of this dashboard, from the figures just read. */
  figures: (figures: IndexFigures, link: FigureLink) => ReactNode
}

export function DashboardFrame({ title, figures }: DashboardFrameProps) {
  const styles = useStyles()
  const id = useId()
  const { t } = useTranslation('dashboard')
  const [days, setDays] = useState<TrendDays>(7)
  const query = useIndexFigures(days)
  const can = useCan()
  const link: FigureLink = (key) => (can(dashboardLinkPerms[key]) ? dashboardPaths[key]() : undefined)
  const f = query.data
  return (
    <section className={styles.root} aria-labelledby={id}>
      <PageHeading id={id}>{title}</PageHeading>
      {query.isError && <ErrorState error={query.error} lead={t('states.error')} onRetry={() => void query.refetch()} />}
      {query.isPending && <LoadingState label={t('states.loading')} />}
      {f && (
        <>
          <FigureGrid label={t('figures.label')}>{figures(f, link)}</FigureGrid>
          <ActivityCards figures={f} days={days} onDaysChange={setDays} />
        </>
      )}
    </section>
  )
}
