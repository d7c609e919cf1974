// A resource shown on a page of another route (the gathering tasks on the gathered users, both plan
// kinds on the change-auth index): bound to its own table routes as the app binds a route's resource.
import { bindResource, type ResourceConfig, type ResourceDefinition } from '@/generic/resource-config'
import { routeByName } from '@/shared/access/route-table'

export function boundTo(definition: ResourceDefinition, routeName: string, base: string): ResourceConfig {
  const route = routeByName(routeName)
  if (!route?.resource) throw new Error(`${routeName} is no resource route`)
  return bindResource(definition, route.resource, { title: `shell:${route.meta?.title ?? ''}`, name: `accounts:names.${base}` })
}
