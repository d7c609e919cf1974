// Namespace 'dashboard': the console and audit dashboards (domain §2, §9).
const dashboard = {
  title: 'Dashboard',
  auditTitle: 'Audit dashboard',
  figures: {
    label: 'Summary',
    users: 'Users',
    assets: 'Assets',
    onlineUsers: 'Online users',
    onlineSessions: 'Online sessions',
    todayActiveAssets: 'Assets used today',
    todayLoginUsers: 'Users signed in today',
    todayFailedSessions: 'Failed sessions today',
  },
  trend: {
    title: 'Logins and sessions',
    period: 'Period',
    lastDays_one: 'Last {{count}} day',
    lastDays_other: 'Last {{count}} days',
    series: { login: 'Logins', active_users: 'Active users', active_assets: 'Active assets' },
    empty: 'No activity in this period',
    date: 'Date',
    chartHint: 'Arrow keys move between the days',
  },
  top: {
    users_one: 'Top 10 users by sessions, last {{count}} day',
    users_other: 'Top 10 users by sessions, last {{count}} days',
    assets_one: 'Top 10 assets by sessions, last {{count}} day',
    assets_other: 'Top 10 assets by sessions, last {{count}} days',
    sessions_one: '{{count}} session',
    sessions_other: '{{count}} sessions',
  },
  latest: {
    title: 'Latest sessions',
    all: 'All sessions',
    empty: 'No sessions yet',
    online: 'Online',
    finished: 'Ended',
    columns: { user: 'User', asset: 'Asset', start: 'Started', state: 'State' },
  },
  states: {
    loading: 'Loading…',
    empty: 'Nothing to show yet',
    error: 'The dashboard could not be loaded.',
  },
}
export default dashboard
export type DashboardMessages = typeof dashboard
