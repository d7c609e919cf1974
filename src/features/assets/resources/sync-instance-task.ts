// Cloud sync-instance tasks (domain §2 console/assets/cloud sync-instance-tasks; xpack.*_syncinstancetask;
// domain §4 counts new, unsynced, synced, released; domain §5 crontab of 5 fields, periodic wins over
// cron; domain §9 the next 5 runs are previewed).
import { BasicTab } from '@/generic/detail/basic-tab'
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { CrontabField, validateCrontab } from '../components/crontab-field'
import { SyncTaskHistoryTab } from '../components/sync-task-history-tab'

export default defineResource({
  url: '/api/v1/xpack/cloud/sync-instance-tasks/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'account_display', label: 'assets:columns.account' },
    { key: 'history_count', label: 'assets:columns.runs' },
    { key: 'instance_count', label: 'assets:columns.instances' },
    { key: 'date_last_sync', label: 'assets:columns.lastSync' },
    { key: 'comment', shown: false },
    { key: 'actions', width: 220 },
  ],
  formOverrides: {
    account: { component: RemoteSelectField({ url: '/api/v1/xpack/cloud/accounts/' }) },
    node: { component: RemoteSelectField({ url: '/api/v1/assets/nodes/', toOption: (r) => ({ label: String(r.full_value ?? r.value), value: String(r.id) }) }) },
    unix_admin_user: { component: RemoteSelectField({ url: '/api/v1/assets/admin-users/' }) },
    windows_admin_user: { component: RemoteSelectField({ url: '/api/v1/assets/admin-users/' }) },
    crontab: { component: CrontabField, validate: validateCrontab },
  },
  detailTabs: [
    { name: 'SyncTaskInfo', title: 'generic:detail.basic', component: BasicTab },
    { name: 'SyncTaskHistory', title: 'assets:detail.syncHistory', component: SyncTaskHistoryTab },
  ],
})
