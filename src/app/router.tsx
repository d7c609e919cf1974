import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { Layout } from '@/shell/layout'
import { ForbiddenPage, NotFoundPage, StartupErrorPage, StartupLoading } from '@/shell/error-pages'
import { routeTable } from './route-table'
import { BASE, startupGuard } from './startup-guard'

const viewRoutes: RouteObject[] = routeTable.map((view) => ({
  path: view.view,
  children: [
    { index: true, element: <Navigate to={view.home} replace /> },
    ...view.children.map((route) => ({
      path: route.path,
      lazy: async () => ({ Component: (await route.lazy!()).default }),
    })),
  ],
}))

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: ({ request }) => startupGuard(request),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname.split('/')[2] !== nextUrl.pathname.split('/')[2],
    errorElement: <StartupErrorPage />,
    hydrateFallbackElement: <StartupLoading />,
    element: <Layout />,
    children: [
      ...viewRoutes,
      { path: '403', element: <ForbiddenPage /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes, { basename: BASE })
