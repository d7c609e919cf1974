// Audit dashboard (domain §2 audit/dashboard): the audit figures of GET /api/v1/index/ — sessions,
// login activity, failed sessions — with the same trend, top 10 lists and latest 10 sessions.
import { useTranslation } from 'react-i18next'
import { DashboardFrame } from '../components/dashboard-frame'
import { FigureCard } from '../components/figure-card'

export default function AuditDashboardPage() {
  const { t } = useTranslation('dashboard')
  return (
    <DashboardFrame
      title={t('auditTitle')}
      figures={(f, link) => (
        <>
          <FigureCard label={t('figures.onlineSessions')} value={f.total_count_online_sessions} to={link('sessions')} />
          <FigureCard label={t('figures.onlineUsers')} value={f.total_count_online_users} to={link('sessions')} />
          <FigureCard label={t('figures.todayFailedSessions')} value={f.total_count_today_failed_sessions} to={link('sessions')} />
          <FigureCard label={t('figures.todayLoginUsers')} value={f.total_count_today_login_users} to={link('loginLog')} />
          <FigureCard label={t('figures.todayActiveAssets')} value={f.total_count_today_active_assets} />
        </>
      )}
    />
  )
}
