// Console dashboard (domain §2 console/dashboard, §9): summary figures, the trend, top 10 lists and
// the latest 10 sessions, all from GET /api/v1/index/ in the current org.
import { useTranslation } from 'react-i18next'
import { DashboardFrame, type FigureKey } from '../components/dashboard-frame'

const FIGURES: readonly FigureKey[] = ['users', 'assets', 'onlineUsers', 'onlineSessions', 'todayActiveAssets', 'todayLoginUsers']

export default function DashboardPage() {
  const { t } = useTranslation('dashboard')
  return <DashboardFrame title={t('title')} figures={FIGURES} />
}
