// Gathered-user tasks (domain §2 gathered-user/tasks/create, {id}, {id}/update): nodes to gather from,
// run now or periodically; listed on the gathered-user page's tasks tab.
import { BasicTab } from '@/generic/detail/basic-tab'
import { relatedRowsTab } from '@/generic/detail/related-rows-tab'
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { pathOf } from '@/shared/access/route-table'
import { periodicOverrides } from '../periodic'

export default defineResource({
  url: '/api/v1/xpack/gathered-user/tasks/',
  listRoute: `${pathOf('GatheredUserList')}?tab=tasks`,
  columns: [
    { key: 'name', nameLink: true },
    { key: 'is_periodic', label: 'accounts:columns.periodic' },
    { key: 'executed_times', label: 'accounts:columns.executedTimes' },
    { key: 'comment', shown: false },
    { key: 'actions', width: 220 },
  ],
  formOverrides: {
    nodes: { component: RemoteSelectField({ url: '/api/v1/assets/nodes/', multiple: true }) },
    ...periodicOverrides,
  },
  detailTabs: [
    { name: 'TaskDetail', title: 'generic:detail.basic', component: BasicTab },
    {
      name: 'TaskExecutions',
      title: 'accounts:executions',
      component: relatedRowsTab({
        url: '/api/v1/xpack/gathered-user/task-executions/',
        query: (task) => ({ task: String(task.id) }),
        columns: [{ key: 'date_start', label: 'accounts:columns.dateStart' }, { key: 'timedelta', label: 'accounts:columns.timedelta' }, { key: 'is_success', label: 'accounts:columns.success' }],
        title: 'accounts:executions',
      }),
    },
  ],
})
