// Audit dashboard (domain §2 audit/dashboard): the audit figures of GET /api/v1/index/ — sessions,
// login activity, failed sessions — with the same trend, top 10 lists and latest 10 sessions.
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

export default function AuditDashboardPage() {
  const { t } = useTranslation('dashboard')
  const [days, setDays] = useState<TrendDays>(7)
  const query = useIndexFigures(days)
  const can = useCan()
  const link = (key: keyof typeof dashboardLinkPerms) => (can(dashboardLinkPerms[key]) ? dashboardPaths[key]() : undefined)
  const f = query.data
  return (
    <DashboardLayout title={t('auditTitle')}>
      {query.isError && <LoadError error={query.error} />}
      {query.isPending && <Loading />}
      {f && (
        <>
          <FigureGrid label={t('figures.label')}>
            <FigureCard label={t('figures.onlineSessions')} value={f.total_count_online_sessions} to={link('sessions')} />
            <FigureCard label={t('figures.onlineUsers')} value={f.total_count_online_users} to={link('sessions')} />
            <FigureCard label={t('figures.todayFailedSessions')} value={f.total_count_today_failed_sessions} to={link('sessions')} />
            <FigureCard label={t('figures.todayLoginUsers')} value={f.total_count_today_login_users} to={link('loginLog')} />
            <FigureCard label={t('figures.todayActiveAssets')} value={f.total_count_today_active_assets} />
          </FigureGrid>
          <ActivityCards figures={f} days={days} onDaysChange={setDays} />
        </>
      )}
    </DashboardLayout>
  )
}
