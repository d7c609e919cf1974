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
  'replay storage': '/settings/replay-storage',
  'command storage': '/settings/command-storage',
  endpoint: '/settings/endpoint',
  'endpoint rule': '/settings/endpoint-rule',
  organisation: '/settings/orgs',
} as const

export type ResourceName = keyof typeof RESOURCE_PATHS
export const resourceNames = Object.keys(RESOURCE_PATHS) as ResourceName[]
