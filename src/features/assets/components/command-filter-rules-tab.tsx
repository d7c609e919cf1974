// The rules of a command filter (domain §3: content, priority, action; domain §5: priority 1–100, 100
// matched first, so the table lists them highest first), added, changed and deleted from here through
// the command-filter-rules routes, which know their filter by ?filter=.
import type { Row } from '@/generic/resource-config'
import { ChildTable } from './child-table'

export const rulesUrl = (filterId: string) => `/api/v1/assets/cmd-filters/${encodeURIComponent(filterId)}/rules/`

export function CommandFilterRulesTab({ object }: { object: Row }) {
  const q = `?filter=${encodeURIComponent(object.id)}`
  return (
    <ChildTable
      title="assets:columns.rules"
      url={rulesUrl(object.id)}
      query={{ order: '-priority' }}
      columns={[
        { key: 'content', label: 'assets:columns.content' },
        { key: 'priority', label: 'assets:columns.priority' },
        { key: 'action_display', label: 'assets:columns.action' },
      ]}
      perms={{ add: 'assets.add_commandfilterrule', change: 'assets.change_commandfilterrule', delete: 'assets.delete_commandfilterrule' }}
      createLabel="assets:rule.create"
      createPath={`/console/assets/command-filter-rules/create${q}`}
      updatePath={(rule) => `/console/assets/command-filter-rules/${encodeURIComponent(rule.id)}/update${q}`}
    />
  )
}
