// Pages of the audits feature, bound by route name into src/app/route-table.ts (domain §2 audit/logs).
export const routes = [{ name: 'LoginLogList', page: () => import('./login-log-list-page') }]
