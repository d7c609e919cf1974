import { app, external, page, resource, type ConsoleRoute } from './entries'

// Domain §2: the audit, workbench, tickets, settings and profile views.
const m = (app: string, model: string) => ({ app, model })

export const auditRoutes: ConsoleRoute = {
  path: '/audit',
  name: 'audit',
  redirect: 'dashboard',
  meta: { title: 'views.audit', view: true, permissions: [] },
  children: [
    page('dashboard', 'AuditDashboard', 'menu.dashboard', { affix: true }),
    app('sessions', 'Sessions', 'menu.sessions', [
      ...resource('sessions', 'SessionList', m('terminal', 'session'), { title: 'menu.sessionList' }, ['list', 'detail']),
      ...resource('command', 'CommandList', m('terminal', 'command'), { title: 'menu.commands' }, ['list']),
      ...resource('ftp', 'FtpLogList', m('audits', 'ftplog'), { title: 'menu.ftpLogs' }, ['list']),
    ]),
    app('logs', 'Logs', 'menu.logs', [
      ...resource('login-log', 'LoginLogList', m('audits', 'userloginlog'), { title: 'menu.loginLog' }, ['list']),
      ...resource('operate-log', 'OperateLogList', m('audits', 'operatelog'), { title: 'menu.operateLog' }, ['list']),
      ...resource('password-change-log', 'PasswordChangeLogList', m('audits', 'passwordchangelog'), { title: 'menu.passwordChangeLog' }, ['list']),
      ...resource('command-execution-log', 'CommandExecutionLogList', m('ops', 'commandexecution'), { title: 'menu.commandExecutionLog' }, ['list']),
    ]),
  ],
}

export const workbenchRoutes: ConsoleRoute = {
  path: '/workbench',
  name: 'workbench',
  redirect: 'home',
  meta: { title: 'views.workbench', view: true, permissions: [] },
  children: [
    page('home', 'WorkbenchHome', 'menu.home', { affix: true }),
    page('assets', 'MyAssets', 'menu.myAssets', { permissions: ['perms.view_myassets'] }),
    app(
      'apps',
      'MyApps',
      'menu.myApps',
      [
        page('remote-apps', 'MyRemoteApps', 'menu.remoteApps', { licenseRequired: true }),
        page('databases', 'MyDatabases', 'menu.databases'),
        page('kubernetes', 'MyKubernetes', 'menu.kubernetes'),
      ],
      { permissions: ['perms.view_myapps'] },
    ),
    app('ops', 'WorkbenchOps', 'menu.jobCenter', [
      page('command-executions', 'WorkbenchBatchCommand', 'menu.batchCommand', {
        permissions: ['ops.add_commandexecution'],
        setting: 'SECURITY_COMMAND_EXECUTION',
      }),
    ]),
    external('/luna/', 'WebTerminal', 'menu.webTerminal', ['rbac.view_webterminal']),
    external('/koko/elfinder/sftp/', 'FileManager', 'menu.fileManager', ['rbac.view_filemanager']),
  ],
}

export const ticketsRoutes: ConsoleRoute = {
  path: '/tickets',
  name: 'tickets',
  redirect: 'my-tickets',
  meta: { title: 'views.tickets', view: true, permissions: ['tickets.view_ticket'], licenseRequired: true, setting: 'TICKETS_ENABLED', showOrganization: false },
  children: [
    page('my-tickets', 'MyTicketList', 'menu.myTickets'),
    page('assigned-tickets', 'AssignedTicketList', 'menu.assignedTickets'),
    page('tickets/request-asset-perm/create', 'RequestAssetPermTicketCreate', 'menu.myTickets', { hidden: true }),
    page('tickets/request-asset-perm/:id', 'RequestAssetPermTicketDetail', 'menu.myTickets', { hidden: true }),
    page('tickets/login-asset-confirm/:id', 'LoginAssetConfirmTicketDetail', 'menu.myTickets', { hidden: true }),
    page('tickets/login-confirm/:id', 'LoginConfirmTicketDetail', 'menu.myTickets', { hidden: true }),
    page('tickets/request-application-perm/create', 'RequestApplicationPermTicketCreate', 'menu.myTickets', { hidden: true }),
    page('tickets/request-application-perm/:id', 'RequestApplicationPermTicketDetail', 'menu.myTickets', { hidden: true }),
    page('tickets/command-confirm/:id', 'CommandConfirmTicketDetail', 'menu.myTickets', { hidden: true }),
    page('tickets/:id', 'TicketDetail', 'menu.myTickets', { hidden: true }),
    ...resource('flow', 'TicketFlowList', m('tickets', 'ticketflow'), { title: 'menu.ticketFlow' }),
  ],
}

const s = (path: string, name: string, title: string, permission: string, licenseRequired = false) =>
  page(path, name, title, { permissions: [`settings.${permission}`], licenseRequired })

export const settingsRoutes: ConsoleRoute = {
  path: '/settings',
  name: 'SystemSetting',
  redirect: 'basic',
  meta: { title: 'views.settings', view: true, permissions: ['settings.view_setting'], showOrganization: false },
  children: [
    s('basic', 'Basic', 'menu.settingsBasic', 'view_setting'),
    s('email', 'Email', 'menu.settingsEmail', 'change_email'),
    s('auth', 'Auth', 'menu.settingsAuth', 'change_auth'),
    s('message', 'Message', 'menu.settingsMessage', 'change_systemmsgsubscription'),
    s('sms', 'Sms', 'menu.settingsSms', 'change_sms', true),
    s('terminal', 'TerminalSetting', 'menu.settingsTerminal', 'change_terminal'),
    // Terminals are listed on the terminal settings page: their resource has detail and update only.
    ...resource('terminal', 'TerminalList', m('terminal', 'terminal'), { title: 'menu.settingsTerminal', hidden: true }, ['detail', 'update']),
    // Domain §2 nests the storages and endpoints under terminal: /settings/terminal/replay-storage/create…
    // (static segments outrank terminal's own :id, so terminal/replay-storage/create is not a terminal).
    ...(['replay-storage', 'command-storage', 'endpoint', 'endpoint-rule'] as const).flatMap((kind) => {
      const model = kind.replace('-', '')
      const name = kind.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('')
      return resource(`terminal/${kind}`, `${name}List`, m('terminal', model), { title: 'menu.settingsTerminal', hidden: true }, ['create', 'update'])
    }),
    s('security', 'Security', 'menu.settingsSecurity', 'change_security'),
    s('clean', 'Clean', 'menu.settingsClean', 'change_clean'),
    s('interface', 'InterfaceSetting', 'menu.settingsInterface', 'change_interface', true),
    ...resource('orgs', 'OrganizationList', m('orgs', 'organization'), { title: 'menu.organizations', licenseRequired: true }),
    s('other', 'Other', 'menu.settingsOther', 'change_other'),
    external('/core/download/', 'Tools', 'menu.tools', []),
    s('license', 'License', 'menu.license', 'change_license'),
  ],
}

export const profileRoutes: ConsoleRoute = {
  path: '/profile',
  name: 'profile',
  redirect: 'info',
  meta: { title: 'menu.profile', permissions: [], showOrganization: false },
  children: [
    page('info', 'ProfileInfo', 'menu.profileInfo'),
    page('setting', 'ProfileSetting', 'menu.profileSetting'),
    page('improvement', 'ProfileImprovement', 'menu.improvement', { hidden: true }),
    page('key', 'ApiKey', 'menu.apiKey', { permissions: ['authentication.view_accesskey'] }),
    page('temp-password', 'TempPassword', 'menu.tempPassword', { permissions: ['authentication.view_temptoken'], setting: 'AUTH_TEMP_TOKEN' }),
    page('connection-token', 'ConnectionToken', 'menu.connectionToken', { permissions: ['authentication.view_connectiontoken'] }),
  ],
}

/**
 * Top level (domain §2): home, 404, the hidden log pages and the old session path. The log pages open
 * in a 900x600 popup (domain §2, shell §2) and show the log alone, without the shell.
 */
export const topLevelRoutes: ConsoleRoute[] = [
  page('/ops/celery/task/:id/log', 'CeleryTaskLog', 'menu.taskLog', { hidden: true, bare: true }),
  page('/ops/task/task/:id/log', 'TaskLog', 'menu.taskLog', { hidden: true, bare: true }),
]
