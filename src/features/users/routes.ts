// Pages of the users feature, bound by route name into src/app/route-table.ts (domain §2:
// users: list; create; {id}; {id}/update; create and update share one form screen).
export const routes = [
  { name: 'UserList', page: () => import('./user-list-page') },
  { name: 'UserCreate', page: () => import('./user-form-page') },
  { name: 'UserDetail', page: () => import('./user-detail-page') },
  { name: 'UserUpdate', page: () => import('./user-form-page') },
]
