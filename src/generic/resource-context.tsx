// The resource bound to the current route (src/app/page-registry.tsx), for a feature's own page that
// serves a resource route (an asset list with its node tree) and the parts it composes.
import { createContext, useContext } from 'react'
import type { ResourceConfig } from './resource-config'

const ResourceContext = createContext<ResourceConfig | null>(null)

export const ResourceProvider = ResourceContext.Provider

export function useResource(): ResourceConfig {
  const config = useContext(ResourceContext)
  if (!config) throw new Error('useResource() outside a resource route')
  return config
}
