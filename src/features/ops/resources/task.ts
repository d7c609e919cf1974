// Tasks (domain §2 console/ops: tasks list, tasks/{id}): run by the server, not made here; the
// detail shows its fields and last run, its versions (adhoc) and executions, each opening its own page.
import { relatedRowsTab } from '@/generic/detail/related-rows-tab'
import { LIST_ONLY, defineResource } from '@/generic/resource-config'
import { pathOf } from '@/shared/access/route-table'
import { executionColumns } from '../components/execution-columns'
import { TaskBasicTab } from '../components/task-basic-tab'
import { ADHOC, EXECUTIONS } from '../urls'

export default defineResource({
  url: '/api/v1/ops/tasks/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'is_periodic', label: 'ops:columns.periodic' },
    { key: 'interval', label: 'ops:columns.interval' },
    { key: 'crontab', label: 'ops:columns.crontab' },
    { key: 'date_updated', shown: false },
    { key: 'comment', shown: false },
  ],
  without: LIST_ONLY,
  detailTabs: [
    { name: 'TaskDetail', title: 'generic:detail.basic', component: TaskBasicTab },
    {
      name: 'TaskAdhoc',
      title: 'ops:tabs.versions',
      visible: (perms) => perms.has('ops.view_adhoc'),
      component: relatedRowsTab({
        url: ADHOC,
        query: (task) => ({ task: String(task.id) }),
        // A version is named by when it was made, never by its short id.
        columns: [{ key: 'date_created', label: 'ops:columns.dateCreated' }, { key: 'pattern', label: 'ops:columns.pattern' }, { key: 'run_as', label: 'ops:columns.runAs' }],
        link: (row) => pathOf('AdhocDetail', { id: String(row.id) }),
        title: 'ops:tabs.versions',
      }),
    },
    {
      name: 'TaskExecutions',
      title: 'ops:tabs.executions',
      visible: (perms) => perms.has('ops.view_adhocexecution'),
      component: relatedRowsTab({ url: EXECUTIONS, query: (task) => ({ task: String(task.id) }), columns: executionColumns, link: (row) => pathOf('HistoryExecutionDetail', { id: String(row.id) }), title: 'ops:tabs.executions' }),
    },
  ],
})
