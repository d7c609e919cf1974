// The permission catalogue the mock grants through roles (domain §2, §6). Strings are app.action_model.
const crud = (app: string, ...models: string[]) =>
  models.flatMap((m) => ['view', 'add', 'change', 'delete'].map((a) => `${app}.${a}_${m}`))

const orgResources = [
  ...crud('users', 'user', 'usergroup'),
  // UserViewSet's extra actions (rbac_perms: suggestions/ match, invite/, remove/).
  'users.match_user', 'users.invite_user', 'users.remove_user',
  ...crud('rbac', 'orgrole', 'orgrolebinding'),
  ...crud('assets', 'asset', 'node', 'domain', 'gateway', 'systemuser', 'adminuser', 'commandfilter',
    'commandfilterrule', 'label', 'authbook', 'gathereduser', 'accountbackupplan', 'accountbackupplanexecution'),
  'assets.view_platform',
  // Extra actions of 2.26's Asset and Gateway models (connectivity test, hardware refresh, gateway test).
  'assets.test_assetconnectivity', 'assets.refresh_assethardwareinfo', 'assets.test_gateway',
  // AccountViewSet.verify_account (accounts/{pk}/verify/).
  'assets.test_authbook',
  ...crud('applications', 'application', 'account'),
  ...crud('perms', 'assetpermission', 'applicationpermission'),
  // What a user or a group is granted (perms/users/{pk}/…, perms/user-groups/{pk}/…: PermedAsset, PermedApplication).
  'perms.view_userassets', 'perms.view_usergroupassets', 'perms.view_userapps', 'perms.view_usergroupapps',
  ...crud('acls', 'loginacl', 'loginassetacl'),
  ...crud('ops', 'task', 'adhoc'),
  'ops.view_adhocexecution', 'ops.add_adhocexecution', 'ops.view_taskmonitor',
  ...crud('xpack', 'account', 'syncinstancetask', 'changeauthplan', 'applicationchangeauthplan',
    'accountbackupplan', 'gatherusertask'),
  // The plans' executions and their per-host tasks have models (and permissions) of their own (issue 27).
  ...crud('xpack', 'changeauthplanexecution', 'changeauthplantask', 'applicationchangeauthplanexecution', 'applicationchangeauthplantask'),
  ...crud('tickets', 'ticketflow'),
]

const auditPerms = [
  'rbac.view_audit',
  'terminal.view_session', 'terminal.view_command', 'audits.view_ftplog', 'audits.view_userloginlog',
  'audits.view_operatelog', 'audits.view_passwordchangelog', 'ops.view_commandexecution',
  // rbac/builtin.py _auditor_perms: session replays are viewed and downloaded (sessions/{pk}/replay/download/).
  'terminal.view_sessionreplay', 'terminal.download_sessionreplay',
]

/** What every signed-in user holds for their own account (system role User). */
export const selfServicePerms = [
  'authentication.view_accesskey', 'authentication.add_accesskey', 'authentication.change_accesskey',
  'authentication.delete_accesskey', 'authentication.view_temptoken', 'authentication.add_temptoken',
  'authentication.view_connectiontoken', 'authentication.add_connectiontoken',
  'tickets.view_ticket', 'tickets.add_ticket',
  'notifications.view_sitemessage',
]

export const workbenchPerms = [
  'rbac.view_workbench', 'perms.view_myassets', 'perms.view_myapps', 'rbac.view_webterminal',
  'rbac.view_filemanager', 'ops.add_commandexecution',
  // The match actions (reference: suggestions/) the ticket apply forms read.
  'assets.match_asset', 'assets.match_systemuser', 'assets.match_node', 'applications.match_application',
]

const systemOnly = [
  ...crud('rbac', 'systemrole', 'systemrolebinding'),
  ...crud('orgs', 'organization'),
  ...crud('assets', 'platform').filter((p) => p !== 'assets.view_platform'),
  ...crud('terminal', 'terminal', 'replaystorage', 'commandstorage', 'endpoint', 'endpointrule'),
  'terminal.change_session', 'terminal.delete_session', 'terminal.add_session',
  ...crud('terminal', 'command', 'sessionsharing', 'sessionjoinrecord'),
  ...crud('audits', 'ftplog', 'userloginlog', 'operatelog', 'passwordchangelog'),
  ...crud('authentication', 'temptoken', 'connectiontoken', 'superconnectiontoken'),
  // ConnectionToken's own permission (connection-token/secret-info/detail/, a component's call).
  'authentication.view_connectiontokensecret',
  'ops.change_adhocexecution', 'ops.delete_adhocexecution', 'ops.change_commandexecution', 'ops.delete_commandexecution',
  'notifications.add_sitemessage',
  'settings.view_setting', 'settings.change_basic', 'settings.change_email', 'settings.change_auth',
  'settings.change_systemmsgsubscription', 'settings.change_sms', 'settings.change_security',
  'settings.change_clean', 'settings.change_interface', 'settings.change_other', 'settings.change_license',
  'settings.change_terminal',
]

export const orgAdminPerms = ['rbac.view_console', ...orgResources, ...auditPerms, ...workbenchPerms]
export const orgAuditorPerms = [...auditPerms, ...orgResources.filter((p) => p.includes('.view_'))]
export const orgUserPerms = [...workbenchPerms]

export const allPerms = Array.from(
  new Set([...orgAdminPerms, ...systemOnly, ...selfServicePerms, ...auditPerms]),
).sort()

export const systemAuditorPerms = Array.from(
  new Set([...selfServicePerms, ...auditPerms, ...orgResources.filter((p) => p.includes('.view_')),
    'settings.view_setting', 'orgs.view_organization']),
)
