import type { FieldInfo } from '@/shared/api/resource'
import type { ResourceConfig } from '../resource-config'

/**
 * The fields a list offers as filters (shell §3: the `filter` flag of the OPTIONS GET metadata), in the
 * metadata's order, narrowed to the resource's own list when it names one. Kept apart from the filter
 * bar so that the harness reads it without loading Fluent (about 3 CPU-s for each cucumber process).
 */
export function filterFields(config: ResourceConfig, getFields: Record<string, FieldInfo>) {
  return Object.entries(getFields).filter(([name, info]) => info.filter && (!config.filters || config.filters.includes(name)))
}
