// Audit dashboard (domain §2 audit/dashboard): the audit figures of GET /api/v1/index/ — sessions,
// login activity, failed sessions — with the same trend, top 10 lists and latest 10 sessions.
import { useTranslation } from 'react-i18next'
import { DashboardFrame, type FigureKey } from '../components/dashboard-frame'

const FIGURES: readonly FigureKey[] = ['onlineSessions', 'onlineUsers', 'todayFailedSessions', 'todayLoginUsers', 'todayActiveAssets']

export default function AuditDashboardPage() {
  const { t } = useTranslation('dashboard')
  return <DashboardFrame title={t('auditTitle')} figures={FIGURES} />
}
