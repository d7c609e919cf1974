// Pages of the dashboard feature, bound by route name into src/app/route-table.ts (domain §2).
export const routes = [
  { name: 'AdminDashboard', page: () => import('./dashboard-page') },
  { name: 'AuditDashboard', page: () => import('./audit-dashboard-page') },
]
