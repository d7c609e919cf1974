// Console dashboard (domain §2 console/dashboard, §9): summary figures, the trend, top 10 lists and
// the latest 10 sessions, all from GET /api/v1/index/ in the current org.
import { useTranslation } from 'react-i18next'
import { DashboardFrame, type Figure } from '../components/dashboard-frame'

const FIGURES: readonly Figure[] = [
  { label: 'figures.users', value: 'total_count_users', to: 'users' },
  { label: 'figures.assets', value: 'total_count_assets', to: 'assets' },
  { label: 'figures.onlineUsers', value: 'total_count_online_users', to: 'sessions' },
  { label: 'figures.onlineSessions', value: 'total_count_online_sessions', to: 'sessions' },
  { label: 'figures.todayActiveAssets', value: 'total_count_today_active_assets' },
  { label: 'figures.todayLoginUsers', value: 'total_count_today_login_users', to: 'loginLog' },
]

export default function DashboardPage() {
  const { t } = useTranslation('dashboard')
  return <DashboardFrame title={t('title')} figures={FIGURES} />
}
