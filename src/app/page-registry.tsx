// Binds the pages to the route table, with no list to keep by hand: the features' files are found by
// their place and name (issue 11).
//   src/features/<feature>/pages/<route-name>.tsx        a page: pages/admin-dashboard.tsx → AdminDashboard
//   src/features/<feature>/resources/<resource>.ts(x)    a resource definition: resources/user-group.ts →
//                                                        UserGroupList, UserGroupCreate, UserGroupDetail,
//                                                        UserGroupUpdate, served by the generic pages
// A page file wins over the generic page for its route (it reads the bound resource with useResource()).
// src/app/page-registry.test.ts holds every file to a route and every route to a page or the pending list.
import type { ComponentType } from 'react'
import type { ConsoleRoute } from '@/shared/access/route-table'
import { bindResource, type ResourceConfig, type ResourceDefinition } from '@/generic/resource-config'
import { ResourceProvider } from '@/generic/resource-context'
import { loadedValue, startLoad, useLoadState } from '@/generic/common/use-loaded-component'
import { CodeNotLoaded } from '@/generic/common/code-not-loaded'
import { StartupLoading } from '@/shell/error-pages'

type Module<T> = () => Promise<{ default: T }>

const pageFiles = import.meta.glob<{ default: ComponentType }>('../features/*/pages/*.tsx')
const resourceFiles = import.meta.glob<{ default: ResourceDefinition }>('../features/*/resources/*.{ts,tsx}')

/** 'user-group' → 'UserGroup'. */
export const pascalCase = (kebab: string) =>
  kebab
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')

interface FoundFile<T> {
  file: string
  feature: string
  name: string
  load: Module<T>
}

function found<T>(files: Record<string, Module<T>>): Map<string, FoundFile<T>> {
  return new Map(
    Object.entries(files).map(([file, load]) => {
      const [, feature, base] = /features\/([^/]+)\/[^/]+\/([^/]+)\.tsx?$/.exec(file) ?? []
      const name = pascalCase(base ?? '')
      return [name, { file, feature: feature ?? '', name, load }]
    }),
  )
}

/** Page files by the route name they serve. */
export const pagesByRoute = found(pageFiles)
/** Resource definitions by the base of their route names ('UserGroup'). */
export const resourcesByBase = found(resourceFiles)

export const resourceBase = (route: ConsoleRoute) => route.resource?.listName.replace(/List$/, '')

/** The generic page for a resource route's action (domain §2: list; create; {id}; {id}/update). */
const genericPages = {
  list: () => import('@/generic/list/list-page').then((m) => m.ListPage),
  create: () => import('@/generic/form/form-page').then((m) => m.FormPage),
  update: () => import('@/generic/form/form-page').then((m) => m.FormPage),
  retrieve: () => import('@/generic/detail/detail-page').then((m) => m.DetailPage),
} as const

export async function boundResource(route: ConsoleRoute, file: FoundFile<ResourceDefinition>): Promise<ResourceConfig> {
  const definition = (await file.load()).default
  return bindResource(definition, route.resource!, { title: `shell:${route.meta?.title ?? ''}`, name: `${file.feature}:names.${file.name}` })
}

/**
 * A route's page: a component that shows a spinner until its code is here, then the page, or says the
 * code did not come and fetches it again when asked; `preload` to fetch its code before it renders, and
 * `loaded` for the page itself once its code is here.
 */
export type RoutePage = ComponentType & { preload: () => Promise<unknown>; loaded: () => ComponentType | undefined }

/** The page of a table route, or undefined while none is built (the gate shows the placeholder). */
export function pageFor(route: ConsoleRoute): RoutePage | undefined {
  const own = route.name ? pagesByRoute.get(route.name) : undefined
  const base = resourceBase(route)
  const definition = base ? resourcesByBase.get(base) : undefined
  if (!own && !definition) return undefined
  // Loaded once through the cache of code fetched on first use, which fetches a failed load again.
  const load = () => loadPage(route, own, definition)
  const preload = () => startLoad(load)
  function PageCode() {
    const state = useLoadState(load, true)
    if (state?.status === 'loaded') {
      const Page = state.value.default
      return <Page />
    }
    if (state?.status === 'failed') return <CodeNotLoaded onRetry={() => void preload().catch(() => undefined)} />
    return <StartupLoading />
  }
  return Object.assign(PageCode, { preload, loaded: () => loadedValue(load)?.default })
}

async function loadPage(route: ConsoleRoute, own?: FoundFile<ComponentType>, definition?: FoundFile<ResourceDefinition>): Promise<{ default: ComponentType }> {
  const action = (route.meta?.action ?? 'list') as keyof typeof genericPages
  // The resource's definition and the page's code come in parallel.
  const [config, Page] = await Promise.all([
    definition ? boundResource(route, definition) : undefined,
    own ? own.load().then((m) => m.default) : (genericPages[action] ?? genericPages.list)(),
  ])
  if (!config) return { default: Page as ComponentType }
  const Generic = Page as ComponentType<{ config: ResourceConfig }>
  return {
    default: function ResourceRoutePage() {
      return (
        <ResourceProvider value={config}>
          <Generic config={config} />
        </ResourceProvider>
      )
    },
  }
}
