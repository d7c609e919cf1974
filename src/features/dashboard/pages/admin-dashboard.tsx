// Console dashboard (domain §2 console/dashboard, §9): summary figures, the trend, top 10 lists and
// the latest 10 sessions, all from GET /api/v1/index/ in the current org.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useIndexFigures, type TrendDays } from '../api/index-figures'
import { ActivityCards } from '../components/activity-cards'
import { DashboardLayout } from '../components/dashboard-layout'
import { FigureCard } from '../components/figure-card'
import { FigureGrid } from '../components/figure-grid'
import { LoadError, Loading } from '../components/query-states'
import { dashboardLinkPerms, dashboardPaths } from '../paths'
import { useCan } from '@/shared/access/use-can'

export default function DashboardPage() {
  const { t } = useTranslation('dashboard')
  const [days, setDays] = useState<TrendDays>(7)
  const query = useIndexFigures(days)
  const can = useCan()
  const link = (key: keyof typeof dashboardLinkPerms) => (can(dashboardLinkPerms[key]) ? dashboardPaths[key]() : undefined)
  const f = query.data
  return (
    <DashboardLayout title={t('title')}>
      {query.isError && <LoadError error={query.error} />}
      {query.isPending && <Loading />}
      {f && (
        <>
          <FigureGrid label={t('figures.label')}>
            <FigureCard label={t('figures.users')} value={f.total_count_users} to={link('users')} />
            <FigureCard label={t('figures.assets')} value={f.total_count_assets} to={link('assets')} />
            <FigureCard label={t('figures.onlineUsers')} value={f.total_count_online_users} to={link('sessions')} />
            <FigureCard label={t('figures.onlineSessions')} value={f.total_count_online_sessions} to={link('sessions')} />
            <FigureCard label={t('figures.todayActiveAssets')} value={f.total_count_today_active_assets} />
            <FigureCard label={t('figures.todayLoginUsers')} value={f.total_count_today_login_users} to={link('loginLog')} />
          </FigureGrid>
          <ActivityCards figures={f} days={days} onDaysChange={setDays} />
        </>
      )}
    </DashboardLayout>
  )
}
