// The spec's resource names (domain §2, §3), written by hand, to the console paths of their lists
// (their create page is `<path>/create`, their detail `<path>/<id>`). Features say "the user group
// list", never a path; a wrong path in the console fails the scenario instead of agreeing with itself.
export const RESOURCE_PATHS = {
  // console (domain §2 Console)
  user: '/console/users/users',
  'user group': '/console/users/groups',
  'user login ACL': '/console/users/user-acl',
  role: '/console/users/roles',
  asset: '/console/assets/assets',
  domain: '/console/assets/domains',
  gateway: '/console/assets/gateways',
  'system user': '/console/assets/system-users',
  'command filter': '/console/assets/cmd-filters',
  'command filter rule': '/console/assets/command-filter-rules',
  platform: '/console/assets/platforms',
  label: '/console/assets/labels',
  'cloud account': '/console/assets/cloud/account',
  'sync instance task': '/console/assets/cloud/sync-instance-tasks',
  'remote app': '/console/applications/remote-apps',
  database: '/console/applications/databases',
  kubernetes: '/console/applications/kubernetes',
  'asset account': '/console/accounts/authbook',
  'application account': '/console/accounts/application-accounts',
  'gathered user': '/console/accounts/gathered-user',
  'gather user task': '/console/accounts/gathered-user/tasks',
  'asset change auth plan': '/console/accounts/change-auth-plan/plan',
  'application change auth plan': '/console/accounts/change-auth-plan/app-plan',
  'account backup plan': '/console/accounts/backup',
  'asset permission': '/console/perms/asset-permissions',
  'application permission': '/console/perms/application-permissions',
  'asset login ACL': '/console/acls/asset-acl',
  task: '/console/ops/tasks',
  // audit (domain §2 Audit)
  session: '/audit/sessions/sessions',
  command: '/audit/sessions/command',
  'ftp log': '/audit/sessions/ftp',
  'login log': '/audit/logs/login-log',
  'operate log': '/audit/logs/operate-log',
  'password change log': '/audit/logs/password-change-log',
  'command execution log': '/audit/logs/command-execution-log',
  // tickets and settings (domain §2 Tickets, Settings)
  'ticket flow': '/tickets/flow',
  terminal: '/settings/terminal',
  'replay storage': '/settings/terminal/replay-storage',
  'command storage': '/settings/terminal/command-storage',
  endpoint: '/settings/terminal/endpoint',
  'endpoint rule': '/settings/terminal/endpoint-rule',
  organisation: '/settings/orgs',
} as const

export type ResourceName = keyof typeof RESOURCE_PATHS
export const resourceNames = Object.keys(RESOURCE_PATHS) as ResourceName[]

/**
 * Where a seeded object of a resource is found by name through the API (reference TSV list URLs,
 * written by hand), for routes with an id: its list URL and the field naming it. A nested resource
 * names its parent's resource (the rule's filter) and its list under the parent (`{parent}`).
 */
export const RESOURCE_APIS: Partial<Record<ResourceName, { url: string; field: string; parent?: ResourceName }>> = {
  user: { url: '/api/v1/users/users/', field: 'name' },
  'user login ACL': { url: '/api/v1/acls/login-acls/', field: 'name' },
  role: { url: '/api/v1/rbac/roles/', field: 'display_name' },
  asset: { url: '/api/v1/assets/assets/', field: 'hostname' },
  domain: { url: '/api/v1/assets/domains/', field: 'name' },
  gateway: { url: '/api/v1/assets/gateways/', field: 'name' },
  'system user': { url: '/api/v1/assets/system-users/', field: 'name' },
  'command filter': { url: '/api/v1/assets/cmd-filters/', field: 'name' },
  'command filter rule': { url: '/api/v1/assets/cmd-filters/{parent}/rules/', field: 'content', parent: 'command filter' },
  platform: { url: '/api/v1/assets/platforms/', field: 'name' },
  label: { url: '/api/v1/assets/labels/', field: 'name' },
  'cloud account': { url: '/api/v1/xpack/cloud/accounts/', field: 'name' },
  'sync instance task': { url: '/api/v1/xpack/cloud/sync-instance-tasks/', field: 'name' },
  'remote app': { url: '/api/v1/applications/applications/?category=remote_app', field: 'name' },
  database: { url: '/api/v1/applications/applications/?category=db', field: 'name' },
  kubernetes: { url: '/api/v1/applications/applications/?category=cloud', field: 'name' },
  'gather user task': { url: '/api/v1/xpack/gathered-user/tasks/', field: 'name' },
  'asset change auth plan': { url: '/api/v1/xpack/change-auth-plan/plan/', field: 'name' },
  'application change auth plan': { url: '/api/v1/xpack/change-auth-plan/app-plan/', field: 'name' },
  'account backup plan': { url: '/api/v1/assets/account-backup-plans/', field: 'name' },
  'asset permission': { url: '/api/v1/perms/asset-permissions/', field: 'name' },
  'application permission': { url: '/api/v1/perms/application-permissions/', field: 'name' },
  'asset login ACL': { url: '/api/v1/acls/login-asset-acls/', field: 'name' },
  task: { url: '/api/v1/ops/tasks/', field: 'name' },
  'ticket flow': { url: '/api/v1/tickets/flows/', field: 'type' },
  'replay storage': { url: '/api/v1/terminal/replay-storages/', field: 'name' },
  'command storage': { url: '/api/v1/terminal/command-storages/', field: 'name' },
  endpoint: { url: '/api/v1/terminal/endpoints/', field: 'name' },
  'endpoint rule': { url: '/api/v1/terminal/endpoint-rules/', field: 'name' },
}

/**
 * Objects without a list page of their own (executions, a task's versions, tickets by title), found
 * the same way: by a seeded value of `field` (reference TSV list URLs, written by hand).
 */
export const OBJECT_APIS: Record<string, { url: string; field: string }> = {
  'asset change auth plan execution': { url: '/api/v1/xpack/change-auth-plan/plan-execution/', field: 'trigger' },
  'application change auth plan execution': { url: '/api/v1/xpack/change-auth-plan/app-plan-execution/', field: 'trigger' },
  'account backup plan execution': { url: '/api/v1/assets/account-backup-plan-executions/', field: 'trigger' },
  'task version': { url: '/api/v1/ops/adhoc/', field: 'pattern' },
  'task execution': { url: '/api/v1/ops/adhoc-executions/', field: 'task_display' },
  ticket: { url: '/api/v1/tickets/tickets/', field: 'title' },
}
