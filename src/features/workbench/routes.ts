// Pages of the workbench feature, bound by route name into src/app/route-table.ts (domain §2).
export const routes = [{ name: 'WorkbenchHome', page: () => import('./home-page') }]
