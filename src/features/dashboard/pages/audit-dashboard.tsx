// Audit dashboard (domain §2 audit/dashboard): the audit figures of GET /api/v1/index/ — sessions,
// login activity, failed sessions — with the same trend, top 10 lists and latest 10 sessions.
import { useTranslation } from 'react-i18next'
import { DashboardFrame, type Figure } from '../components/dashboard-frame'

const FIGURES: readonly Figure[] = [
  { label: 'figures.onlineSessions', value: 'total_count_online_sessions', to: 'sessions' },
  { label: 'figures.onlineUsers', value: 'total_count_online_users', to: 'sessions' },
  { label: 'figures.todayFailedSessions', value: 'total_count_today_failed_sessions', to: 'sessions' },
  { label: 'figures.todayLoginUsers', value: 'total_count_today_login_users', to: 'loginLog' },
  { label: 'figures.todayActiveAssets', value: 'total_count_today_active_assets' },
]

export default function AuditDashboardPage() {
  const { t } = useTranslation('dashboard')
  return <DashboardFrame title={t('auditTitle')} figures={FIGURES} />
}
