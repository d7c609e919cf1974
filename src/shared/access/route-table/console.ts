import { app, external, page, resource, type ConsoleRoute } from './entries'

// Domain §2, "Console (/console, redirects to /console/dashboard)": the view shows only with console orgs.
const m = (app: string, model: string) => ({ app, model })

export const consoleRoutes: ConsoleRoute = {
  path: '/console',
  name: 'console',
  redirect: 'dashboard',
  meta: { title: 'views.console', view: true, permissions: [] },
  children: [
    page('dashboard', 'AdminDashboard', 'menu.dashboard', { affix: true }),
    app('users', 'Users', 'menu.users', [
      ...resource('users', 'UserList', m('users', 'user'), { title: 'menu.userList' }),
      ...resource('user-acl', 'UserAclList', m('acls', 'loginacl'), { title: 'menu.userAcl' }),
      ...resource('groups', 'UserGroupList', m('users', 'usergroup'), { title: 'menu.userGroups' }),
      ...resource('roles', 'RoleList', ['rbac.view_orgrole|rbac.view_systemrole'], { title: 'menu.roles' }),
    ]),
    app('assets', 'Assets', 'menu.assets', [
      ...resource('assets', 'AssetList', m('assets', 'asset'), { title: 'menu.assetList' }),
      page('assets/detail/:id/update', 'AssetMoreInformationEdit', 'menu.assetList', { hidden: true, permissions: ['assets.change_asset'] }),
      ...resource('domains', 'DomainList', m('assets', 'domain'), { title: 'menu.domains' }),
      ...resource('gateways', 'GatewayList', m('assets', 'gateway'), { title: 'menu.gateways', hidden: true }, ['create', 'update']),
      ...resource('system-users', 'SystemUserList', m('assets', 'systemuser'), { title: 'menu.systemUsers' }),
      ...resource('cmd-filters', 'CommandFilterList', m('assets', 'commandfilter'), { title: 'menu.commandFilters' }),
      ...resource('command-filter-rules', 'CommandFilterRulesList', m('assets', 'commandfilterrule'), { title: 'menu.commandFilters', hidden: true }, ['create', 'update']),
      ...resource('platforms', 'PlatformList', m('assets', 'platform'), { title: 'menu.platforms' }),
      ...resource('labels', 'LabelList', m('assets', 'label'), { title: 'menu.labels' }, ['list', 'create', 'update']),
      page('cloud', 'CloudCenter', 'menu.cloud', { permissions: ['xpack.view_account|xpack.view_syncinstancetask'] }),
      ...resource('cloud/account', 'AccountList', m('xpack', 'account'), { title: 'menu.cloudAccounts', hidden: true }),
      ...resource('cloud/sync-instance-tasks', 'SyncInstanceTaskList', m('xpack', 'syncinstancetask'), { title: 'menu.cloudSync', hidden: true }),
    ]),
    app('applications', 'Applications', 'menu.applications', [
      ...resource('remote-apps', 'RemoteAppList', m('applications', 'application'), { title: 'menu.remoteApps', licenseRequired: true }),
      ...resource('databases', 'DatabaseAppList', m('applications', 'application'), { title: 'menu.databases' }),
      ...resource('kubernetes', 'KubernetesAppList', m('applications', 'application'), { title: 'menu.kubernetes' }),
    ]),
    app(
      'accounts',
      'Accounts',
      'menu.accounts',
      [
        ...resource('authbook', 'AssetAccountList', m('assets', 'authbook'), { title: 'menu.assetAccounts' }, ['list']),
        page('authbook/history', 'AssetAccountHistory', 'menu.assetAccounts', { hidden: true, permissions: ['assets.view_authbook'] }),
        ...resource('application-accounts', 'ApplicationAccountList', m('applications', 'account'), { title: 'menu.applicationAccounts' }, ['list']),
        ...resource('gathered-user', 'GatheredUserList', m('assets', 'gathereduser'), { title: 'menu.gatheredUsers' }, ['list']),
        ...resource('gathered-user/tasks', 'GatherUserTaskList', m('xpack', 'gatherusertask'), { title: 'menu.gatheredUsers', hidden: true }, ['create', 'detail', 'update']),
        page('change-auth-plan', 'ChangeAuthPlanIndex', 'menu.changeAuthPlan', { permissions: ['xpack.view_changeauthplan|xpack.view_applicationchangeauthplan'] }),
        ...resource('change-auth-plan/plan', 'AssetChangeAuthPlanList', m('xpack', 'changeauthplan'), { title: 'menu.changeAuthPlan', hidden: true }),
        page('change-auth-plan/plan-execution/:id', 'AssetChangeAuthPlanExecutionDetail', 'menu.changeAuthPlan', { hidden: true, permissions: ['xpack.view_changeauthplan'] }),
        ...resource('change-auth-plan/app-plan', 'AppChangeAuthPlanList', m('xpack', 'applicationchangeauthplan'), { title: 'menu.changeAuthPlan', hidden: true }),
        page('change-auth-plan/app-plan-execution/:id', 'AppChangeAuthPlanExecutionDetail', 'menu.changeAuthPlan', { hidden: true, permissions: ['xpack.view_applicationchangeauthplan'] }),
        ...resource('backup', 'AccountBackupPlanList', m('xpack', 'accountbackupplan'), { title: 'menu.accountBackup' }),
        page('backup/plan-execution/:id', 'AccountBackupPlanExecutionDetail', 'menu.accountBackup', { hidden: true, permissions: ['xpack.view_accountbackupplan'] }),
      ],
      { licenseRequired: true },
    ),
    app('perms', 'Perms', 'menu.perms', [
      ...resource('asset-permissions', 'AssetPermissionList', m('perms', 'assetpermission'), { title: 'menu.assetPermissions' }),
      ...resource('application-permissions', 'ApplicationPermissionList', m('perms', 'applicationpermission'), { title: 'menu.applicationPermissions' }),
    ]),
    app(
      'acls',
      'Acls',
      'menu.acls',
      [...resource('asset-acl', 'AssetAclList', m('acls', 'loginassetacl'), { title: 'menu.assetAcl' })],
      { licenseRequired: true },
    ),
    app('ops', 'JobCenter', 'menu.jobCenter', [
      ...resource('tasks', 'TaskList', m('ops', 'task'), { title: 'menu.tasks' }, ['list', 'detail']),
      page('adhoc/:id', 'AdhocDetail', 'menu.tasks', { hidden: true, permissions: ['ops.view_adhoc'] }),
      page('executions/:id', 'HistoryExecutionDetail', 'menu.tasks', { hidden: true, permissions: ['ops.view_adhocexecution'] }),
      page('command-executions/create', 'BatchCommand', 'menu.batchCommand', {
        permissions: ['ops.add_adhocexecution'],
        setting: 'SECURITY_COMMAND_EXECUTION',
      }),
      external('/core/flower/', 'TaskMonitor', 'menu.taskMonitor', ['ops.view_taskmonitor']),
    ]),
  ],
}
