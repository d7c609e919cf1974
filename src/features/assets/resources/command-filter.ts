// Command filters (domain §2 console/assets/cmd-filters, assets.*_commandfilter) with their rules on
// the detail (domain §3 rule: content one per line, priority 1–100 where 100 is matched first, action).
import { BasicTab } from '@/generic/detail/basic-tab'
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { CommandFilterRulesTab } from '../components/command-filter-rules-tab'

export default defineResource({
  url: '/api/v1/assets/cmd-filters/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'rules', label: 'assets:columns.rules', render: (row) => String(((row.rules as unknown[]) ?? []).length) },
    { key: 'is_active', label: 'assets:columns.active' },
    { key: 'comment' },
    { key: 'actions', width: 220 },
  ],
  formOverrides: {
    users: { component: RemoteSelectField({ url: '/api/v1/users/users/', multiple: true }) },
    user_groups: { component: RemoteSelectField({ url: '/api/v1/users/groups/', multiple: true }) },
    system_users: { component: RemoteSelectField({ url: '/api/v1/assets/system-users/', multiple: true }) },
    assets: { component: RemoteSelectField({ url: '/api/v1/assets/assets/', multiple: true, toOption: (r) => ({ label: String(r.hostname), value: String(r.id) }) }) },
    applications: { component: RemoteSelectField({ url: '/api/v1/applications/applications/', multiple: true }) },
  },
  detailTabs: [
    { name: 'CommandFilterInfo', title: 'generic:detail.basic', component: BasicTab },
    { name: 'CommandFilterRules', title: 'assets:columns.rules', visible: (p) => p.has('assets.view_commandfilterrule'), component: CommandFilterRulesTab },
  ],
})
