// System users (domain §2 console/assets/system-users, assets.*_systemuser; domain §3, §5, §9): login
// mode auto or manual (manual may leave username and password empty), priority 1–100 (the generic
// form), protocol, sudo, home defaulting to /home/{username}, the AD domain fixed once set, command
// filters. The form's rules are in system-user-form.ts.
import { BasicTab } from '@/generic/detail/basic-tab'
import { relationTab } from '@/generic/detail/relation-tab'
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { systemUserOverrides } from '../components/system-user-form'


export default defineResource({
  url: '/api/v1/assets/system-users/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'username', label: 'assets:columns.username' },
    { key: 'protocol', label: 'assets:columns.protocol' },
    { key: 'login_mode_display', label: 'assets:columns.loginMode' },
    { key: 'priority', label: 'assets:columns.priority' },
    { key: 'assets_amount', label: 'assets:columns.assets' },
    { key: 'comment', shown: false },
    { key: 'actions', width: 220 },
  ],
  filters: ['name', 'username', 'protocol', 'type'],
  formExclude: ['type', 'token', 'auto_generate_key', 'su_from', 'username_same_with_user', 'system_groups'],
  formOverrides: {
    ...systemUserOverrides,
    cmd_filters: { component: RemoteSelectField({ url: '/api/v1/assets/cmd-filters/', multiple: true }) },
    nodes: { component: RemoteSelectField({ url: '/api/v1/assets/nodes/', multiple: true, toOption: (r) => ({ label: String(r.full_value ?? r.value), value: String(r.id) }) }) },
  },
  detailTabs: [
    { name: 'SystemUserInfo', title: 'generic:detail.basic', component: BasicTab },
    {
      name: 'SystemUserFilters',
      title: 'assets:columns.cmdFilters',
      visible: (p) => p.has('assets.view_commandfilter'),
      component: relationTab({
        field: 'cmd_filters',
        url: '/api/v1/assets/cmd-filters/',
        columns: [{ key: 'name', label: 'assets:columns.name' }, { key: 'comment', label: 'assets:columns.comment' }],
        title: 'assets:columns.cmdFilters',
        addLabel: 'assets:addCmdFilters',
      }),
    },
  ],
})
