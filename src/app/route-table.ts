import type { ComponentType } from 'react'
import type { ViewName } from './views'

/** One declarative object per route: path, menu entry and access rule together (STYLE 5, shell §2). */
export interface ConsoleRoute {
  path: string
  name: string
  /** i18n key in the 'shell' namespace (or 'ns:key'). */
  title: string
  perms?: string[]
  hidden?: boolean
  licence?: boolean
  lazy?: () => Promise<{ default: ComponentType }>
  children?: ConsoleRoute[]
}

export interface ViewRoute {
  view: ViewName
  /** Where /{view}/ redirects to (domain §2). */
  home: string
  children: ConsoleRoute[]
}

export const routeTable: ViewRoute[] = [
  {
    view: 'console',
    home: 'dashboard',
    children: [
      { path: 'dashboard', name: 'AdminDashboard', title: 'menu.dashboard', lazy: () => import('@/features/dashboard/dashboard-page') },
    ],
  },
  {
    view: 'workbench',
    home: 'home',
    children: [
      { path: 'home', name: 'WorkbenchHome', title: 'menu.home', lazy: () => import('@/features/workbench/home-page') },
    ],
  },
]

export const viewRoute = (view: ViewName | undefined) => routeTable.find((v) => v.view === view)
