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
}
