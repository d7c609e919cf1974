// Console dashboard (domain §2 console/dashboard, §9): summary figures, the trend, top 10 lists and
// the latest 10 sessions, all from GET /api/v1/index/ in the current org.
import { useTranslation } from 'react-i18next'
import { DashboardFrame } from '../components/dashboard-frame'
import { FigureCard } from '../components/figure-card'

export default function DashboardPage() {
  const { t } = useTranslation('dashboard')
  return (
    <DashboardFrame
      title={t('title')}
      figures={(f, link) => (
        <>
          <FigureCard label={t('figures.users')} value={f.total_count_users} to={link('users')} />
          <FigureCard label={t('figures.assets')} value={f.total_count_assets} to={link('assets')} />
          <FigureCard label={t('figures.onlineUsers')} value={f.total_count_online_users} to={link('sessions')} />
          <FigureCard label={t('figures.onlineSessions')} value={f.total_count_online_sessions} to={link('sessions')} />
          <FigureCard label={t('figures.todayActiveAssets')} value={f.total_count_today_active_assets} />
          <FigureCard label={t('figures.todayLoginUsers')} value={f.total_count_today_login_users} to={link('loginLog')} />
        </>
      )}
    />
  )
}
