// Pages of the profile, bound by route name into src/app/route-table.ts (domain §2 profile).
export const routes = [
  { name: 'ProfileInfo', page: () => import('./profile-info-page') },
  { name: 'ApiKey', page: () => import('./api-key-page') },
  { name: 'TempPassword', page: () => import('./temp-password-page') },
  { name: 'ConnectionToken', page: () => import('./connection-token-page') },
]
