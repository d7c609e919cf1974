import { PERSONA_PASSWORD } from '../../fixtures/personas'
import { BRANCH_ORG_ID, DEFAULT_ORG_ID, LAB_ORG_ID } from '../store/org-ids'
import { DAY_MS, serverDate } from '../drf/dates'
import { createIdGenerator } from '../store/id-generator'
import { tableIn, type MockState } from '../store/state-shape'
import type { Row } from '../store/tables'
import { seedPageObjects } from './page-objects'
import { pendingStep } from '../serializers/ticket-step'
import { allPerms } from './permissions'
import type { SeedOptions } from './index'

/** A grant of every action as 2.26.1 reads it back: 'all' followed by each action it holds (recorded asset-permissions). */
const ALL_ACTIONS = ['all', 'connect', 'upload_file', 'download_file', 'updownload', 'clipboard_copy', 'clipboard_paste', 'clipboard_copy_paste']

// The deterministic seed of every resource table (issue 3): same ids and values on every run,
// dates relative to `now`. --scale N seeds N assets (users are scaled in seed/index.ts).
function rng(seed: number) {
  let s = seed >>> 0
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32)
}

export function seedResources(state: MockState, options: SeedOptions) {
  const now = options.now ?? Date.now()
  const id = createIdGenerator(0xa55e7)
  const rand = rng(42)
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)]
  const ago = (days: number) => serverDate(new Date(now - days * DAY_MS))
  const put = (key: string, row: Record<string, unknown>) => tableIn(state, key).insert({ date_created: ago(30), date_updated: ago(1), created_by: 'admin', comment: '', ...row, id: String(row.id ?? id()) } as Row)
  const { db } = state
  db.organization.create({ id: LAB_ORG_ID, name: 'Research Lab', comment: 'Third organisation', created_by: 'admin', date_created: ago(200) })
  const orgs = [DEFAULT_ORG_ID, BRANCH_ORG_ID, LAB_ORG_ID]
  const users = db.user.getAll()
  const usernames = new Map(users.map((u) => [u.username, u.id]))
  const userIds = new Map(users.map((u) => [u.id, u]))
  /** str(user) on the server: "Name(username)" (a session's, a command's, a ticket's user). */
  const userStr = (id: string) => `${userIds.get(id)?.name}(${userIds.get(id)?.username})`
  const byName = (u: string) => usernames.get(u)!
  const staff = users.filter((u) => u.username.startsWith('staff')).slice(0, 40)

  // rbac permission catalogue
  allPerms.forEach((p, i) => {
    const [app, codename] = p.split('.')
    put('rbac permissions', { id: String(i + 1), name: `Can ${codename.replace('_', ' ')}`, codename, content_type: { id: i + 1, app_label: app, model: codename.split('_').slice(1).join('_') } })
  })

  const platforms = ['Linux', 'Unix', 'MacOS', 'BSD', 'Windows', 'Windows2016', 'Other', 'Vmware', 'AIX'].map((name, i) =>
    put('platforms', { id: String(i + 1), name, base: ['Linux', 'Unix', 'MacOS', 'BSD'].includes(name) ? name : name.startsWith('Windows') ? 'Windows' : name === 'AIX' ? 'Unix' : 'Other', charset: 'utf8', internal: true, meta: {} }),
  )
  void platforms

  const perOrg = orgs.map((org, o) => {
    const orgName = ['Default', 'Branch', 'Lab'][o]
    const root = put('nodes', { org_id: org, key: String(o + 1), value: orgName, full_value: `/${orgName}` })
    const children = ['Web', 'Database', 'Windows', 'Kubernetes'].map((v, i) => put('nodes', { org_id: org, key: `${o + 1}:${i + 1}`, value: v, full_value: `/${orgName}/${v}` }))
    const domain = put('domains', { org_id: org, name: `${orgName} DMZ`, assets: [] })
    put('gateways', { org_id: org, name: `${orgName} gateway`, ip: `10.${o}.0.1`, port: 22, protocol: 'ssh', username: 'jump', is_active: true, is_connective: true, domain: domain.id, password: PERSONA_PASSWORD })
    const admin = put('admin users', { org_id: org, name: `${orgName} root`, username: 'root', type: 'admin', protocol: 'ssh', priority: 1, nodes: [], cmd_filters: [] })
    const systemUsers = ['web', 'dba', 'ops'].map((n, i) => put('system users', { org_id: org, name: `${orgName} ${n}`, username: n, type: 'common', protocol: i === 1 ? 'mysql' : 'ssh', login_mode: 'auto', priority: 20 + i, sudo: '/bin/whoami', shell: '/bin/bash', sftp_root: 'tmp', home: `/home/${n}`, auto_push: true, nodes: [], cmd_filters: [] }))
    const filter = put('command filters', { org_id: org, name: `${orgName} dangerous commands`, is_active: true, users: [], user_groups: [], system_users: systemUsers.map((s) => s.id), assets: [], applications: [] })
    ;['rm -rf /', 'reboot', 'shutdown'].forEach((content, i) => put('command filter rules', { org_id: org, filter: filter.id, type: 'command', content, ignore_case: true, priority: 50 + i, action: 0, reviewers: [] }))
    const labels = ['env:prod', 'env:test', 'team:web'].map((l) => { const [name, value] = l.split(':'); return put('labels', { org_id: org, name, value, category: 'U', is_active: true, assets: [] }) })
    return { org, orgName, root, children, domain, admin, systemUsers, labels }
  })

  const assetCount = options.scale ?? 60
  const assetIds: string[][] = [[], [], []]
  for (let i = 1; i <= assetCount; i++) {
    const o = i % 10 < 7 ? 0 : i % 10 < 9 ? 1 : 2
    const ctx = perOrg[o]
    const node = ctx.children[i % 4]
    const windows = i % 4 === 2
    const n = String(i).padStart(String(assetCount).length, '0')
    // The hardware as 2.26.1's refresh stores it (set_assets_hardware_info): the disks as JSON text of device to
    // size, and the name the host calls itself (ansible_hostname).
    const asset = put('assets', {
      org_id: ctx.org, hostname: `${['web', 'db', 'win', 'k8s'][i % 4]}-${n}`, ip: `10.${o}.${Math.floor(i / 250) % 256}.${i % 250 + 1}`, public_ip: '',
      platform: windows ? 'Windows' : 'Linux', protocols: windows ? ['rdp/3389'] : ['ssh/22'], is_active: i % 17 !== 0, number: `A${n}`,
      vendor: pick(['Dell', 'HP', 'Lenovo', 'VMware']), model: 'Virtual', sn: `SN${n}`, cpu_model: 'Intel Xeon', cpu_count: 2, cpu_cores: 4, cpu_vcpus: 8,
      memory: '16G', disk_total: '200G', disk_info: '{"vda": "200.00 GB"}', os: windows ? 'Windows' : 'CentOS', os_version: windows ? '2016' : '7.9', os_arch: 'x86_64', hostname_raw: `${['web', 'db', 'win', 'k8s'][i % 4]}${n}`,
      domain: i % 9 === 0 ? ctx.domain.id : null, admin_user: ctx.admin.id, nodes: [node.id], labels: [ctx.labels[i % 3].id],
      connectivity: pick(['ok', 'ok', 'ok', 'failed', 'unknown']), date_verified: ago(2),
    })
    assetIds[o].push(asset.id)
  }
  const sample = (o: number, n: number) => assetIds[o].slice(0, n)

  // Accounts, relations and applications
  perOrg.forEach((ctx, o) => {
    sample(o, 6).forEach((a, i) => {
      put('system user-asset relations', { org_id: ctx.org, asset: a, systemuser: ctx.systemUsers[i % 3].id, connectivity: 'ok', date_verified: ago(3) })
      put('asset accounts (authbook)', { org_id: ctx.org, asset: a, systemuser: ctx.systemUsers[i % 3].id, username: ctx.systemUsers[i % 3].username, version: 1, password: `secret-${i}`, connectivity: 'ok', date_verified: ago(3) })
      put('gathered users', { org_id: ctx.org, asset: a, username: `local${i}`, ip_last_login: '10.1.1.1', present: true, date_last_login: ago(i) })
    })
    const apps = [['mysql', 'db'], ['postgresql', 'db'], ['chrome', 'remote_app'], ['k8s', 'cloud']].map(([type, category], i) =>
      put('applications', { org_id: ctx.org, name: `${ctx.orgName} ${type}`, category, type, attrs: category === 'db' ? { host: `10.${o}.9.${i}`, port: 3306, database: 'app' } : category === 'cloud' ? { cluster: 'https://k8s.example.com:6443' } : { asset: sample(o, 1)[0] ?? null, path: 'C:\\chrome.exe' }, domain: null }))
    apps.forEach((app, i) => put('application accounts', { org_id: ctx.org, app: app.id, systemuser: ctx.systemUsers[1].id, username: 'dba', version: 1, password: `app-secret-${i}`, attrs: {} }))
    const group = put('user groups', { org_id: ctx.org, name: `${ctx.orgName} operators`, users: o === 0 ? [byName('user'), byName('orgadmin'), ...staff.slice(0, 8).map((u) => u.id)] : staff.slice(8 + o * 4, 12 + o * 4).map((u) => u.id) })
    put('user groups', { org_id: ctx.org, name: `${ctx.orgName} developers`, users: staff.slice(20 + o * 3, 23 + o * 3).map((u) => u.id) })
    const perm = put('asset permissions', { org_id: ctx.org, name: `${ctx.orgName} web servers`, is_active: true, actions: ALL_ACTIONS, users: o === 0 ? [byName('user'), byName('newbie')] : [], user_groups: [group.id], assets: sample(o, 3), nodes: [ctx.children[0].id], system_users: [ctx.systemUsers[0].id], date_start: ago(30), date_expired: serverDate(new Date(now + 3650 * DAY_MS)), from_ticket: false })
    const expired = put('asset permissions', { org_id: ctx.org, name: `${ctx.orgName} expired grant`, is_active: true, actions: ['connect'], users: [], user_groups: [], assets: sample(o, 1), nodes: [], system_users: [ctx.systemUsers[2].id], date_start: ago(90), date_expired: ago(10), from_ticket: false })
    // The m2m through tables (AssetPermission_users …): one row per member, integer ids counted from 1.
    for (const p of [perm, expired]) {
      for (const [field, target, key] of [['users', 'user', 'User'], ['user_groups', 'usergroup', 'UserGroup'], ['assets', 'asset', 'Asset'], ['nodes', 'node', 'Node'], ['system_users', 'systemuser', 'SystemUser']]) {
        const table = `asset permission-${key} relations`
        ;((p[field] as string[]) ?? []).forEach((member) => put(table, { id: String(tableIn(state, table).all().length + 1), org_id: ctx.org, [target]: member, assetpermission: p.id }))
      }
    }
    const appPerm = put('application permissions', { org_id: ctx.org, name: `${ctx.orgName} databases`, category: 'db', type: 'mysql', is_active: true, actions: ALL_ACTIONS, users: o === 0 ? [byName('user')] : [], user_groups: [], applications: [apps[0].id], system_users: [ctx.systemUsers[1].id], date_start: ago(30), date_expired: serverDate(new Date(now + 3650 * DAY_MS)), from_ticket: false })
    // Its through tables (ApplicationPermission_users …), as the asset permissions' above.
    for (const [field, target, key] of [['users', 'user', 'User'], ['user_groups', 'usergroup', 'UserGroup'], ['applications', 'application', 'Application'], ['system_users', 'systemuser', 'SystemUser']]) {
      const table = `application permission-${key} relations`
      ;((appPerm[field] as string[]) ?? []).forEach((member) => put(table, { id: String(tableIn(state, table).all().length + 1), org_id: ctx.org, [target]: member, applicationpermission: appPerm.id }))
    }
    put('login ACLs', { org_id: ctx.org, name: `${ctx.orgName} office only`, user: byName('user'), rules: { ip_group: ['10.0.0.0/8', '192.168.1.1-192.168.1.100'], time_period: [] }, action: 'allow', priority: 50, is_active: true, reviewers: [] })
    put('asset login ACLs', { org_id: ctx.org, name: `${ctx.orgName} confirm prod root`, users: { username_group: ['*'] }, system_users: { name_group: ['*'], username_group: ['root'], protocol_group: ['*'] }, assets: { ip_group: ['*'], hostname_group: ['db-*'] }, is_active: true, priority: 1, action: 'login_confirm', reviewers: [byName('admin')] })
    put('ticket flows', { org_id: ctx.org, type: 'apply_asset', approval_level: 1, rules: [{ level: 1, strategy: o === 0 ? 'custom_user' : 'super_admin', assignees: o === 0 ? [byName('orgadmin'), byName('admin')] : [byName('admin')] }] })
    put('account backup plans', { org_id: ctx.org, name: `${ctx.orgName} weekly backup`, is_periodic: true, interval: 168, crontab: '', recipients: [byName('admin')], types: ['all'] })
    put('ops tasks', { org_id: ctx.org, name: `${ctx.orgName} gather facts`, interval: 24, crontab: '', is_periodic: true, summary: { total: 3, success: 2 } })
  })
  put('ticket flows', { org_id: DEFAULT_ORG_ID, type: 'general', approval_level: 1, rules: [{ level: 1, strategy: 'super_admin', assignees: [byName('admin')] }] })

  // Sessions, commands and audit logs in Default (and a few in Branch)
  // Session.asset is a CharField holding str(asset) when the session began, "hostname(ip)" (reference
  // recorded-2.26.1 terminal-sessions: "web-01(10.0.0.11)"); its commands and FTP logs copy it.
  const people = ['admin', 'orgadmin', 'user', 'multiorg']
  const sessions: Row[] = []
  for (let i = 0; i < 40; i++) {
    const o = i % 8 === 7 ? 1 : 0
    const username = people[i % 4]
    const asset = tableIn(state, 'assets').get(assetIds[o][i % Math.max(1, assetIds[o].length)] ?? '')
    const online = i < 3
    sessions.push(put('terminal sessions', {
      org_id: perOrg[o].org, user: userStr(byName(username)), user_id: byName(username), asset: asset ? `${String(asset.hostname)}(${String(asset.ip)})` : 'web-01(10.0.0.11)', asset_id: asset?.id ?? '',
      system_user: `${perOrg[o].systemUsers[0].name}(${perOrg[o].systemUsers[0].username})`, system_user_id: perOrg[o].systemUsers[0].id, login_from: pick(['ST', 'WT']), remote_addr: `192.168.1.${10 + i}`,
      protocol: i % 5 === 0 ? 'rdp' : 'ssh', is_success: true, is_finished: !online, has_replay: !online, has_command: true, can_replay: !online,
      date_start: serverDate(new Date(now - i * 3_600_000 - 600_000)), date_end: online ? null : serverDate(new Date(now - i * 3_600_000)), terminal: null,
    }))
  }
  // Session sharing (terminal/models/sharing.py): admin shared the first online session with user, who joined it.
  const shared = sessions[0]
  const sharing = put('session sharings', {
    org_id: shared.org_id, session: shared.id, creator: byName('admin'), verify_code: 'A1B2C3D4', is_active: true, expired_time: 10,
    users: [byName('user')], users_display: 'user(user)', created_by: 'admin', date_created: shared.date_start, date_updated: shared.date_start,
  })
  put('session join records', {
    org_id: shared.org_id, session: shared.id, sharing: sharing.id, joiner: byName('user'), joiner_display: 'user(user)', verify_code: 'A1B2C3D4',
    date_joined: shared.date_start, date_left: null, remote_addr: '192.168.1.40', login_from: 'WT', is_success: true, reason: '', is_finished: false,
    created_by: 'user', date_created: shared.date_start, date_updated: shared.date_start,
  })
  sessions.slice(0, 20).forEach((s, i) => {
    for (let c = 0; c < 5; c++) {
      const ts = Math.floor((now - i * 3_600_000) / 1000) - c * 30
      put('session commands', { org_id: s.org_id, user: s.user, asset: s.asset, system_user: s.system_user, session: s.id, input: pick(['ls -la', 'df -h', 'cat /etc/passwd', 'rm -rf /tmp/cache', 'top']), output: 'ok', risk_level: c === 3 ? 5 : 0, timestamp: ts, timestamp_display: serverDate(new Date(ts * 1000)), remote_addr: s.remote_addr })
    }
    if (i < 8) put('ftp logs', { org_id: s.org_id, user: s.user, remote_addr: s.remote_addr, asset: s.asset, system_user: s.system_user, operate: pick(['upload', 'download', 'delete']), filename: `/tmp/report-${i}.txt`, is_success: true, date_start: s.date_start })
  })
  for (let i = 0; i < 50; i++) {
    const username = users[i % users.length].username
    // UserLoginLog.username is the username signing in (generate_data(user.username, …)), not str(User).
    put('login logs', { username, type: 'W', ip: `192.168.1.${i + 2}`, city: 'LAN', user_agent: 'Mozilla/5.0', mfa: 0, reason: i % 9 === 0 ? 'password_failed' : '', backend: 'Password', status: i % 9 !== 0, datetime: serverDate(new Date(now - i * 5_400_000)) })
    if (i < 40) put('operate logs', { org_id: orgs[i % 3 === 2 ? 1 : 0], user: 'Administrator(admin)', action: pick(['create', 'update', 'delete']), resource_type: pick(['Asset', 'User', 'Asset permission']), resource: `object-${i}`, remote_addr: '192.168.1.2', datetime: serverDate(new Date(now - i * 7_200_000)) })
    if (i < 10) put('password change logs', { user: users[i].username, change_by: 'Administrator(admin)', remote_addr: '192.168.1.2', datetime: serverDate(new Date(now - i * DAY_MS)) })
  }
  for (let i = 0; i < 6; i++) {
    const execution = put('ops command executions', { org_id: DEFAULT_ORG_ID, command: pick(['uptime', 'df -h', 'free -m']), hosts: sample(0, 2), run_as: perOrg[0].systemUsers[0].id, user: byName(i % 2 ? 'orgadmin' : 'admin'), user_display: i % 2 ? 'Org Admin(orgadmin)' : 'Administrator(admin)', is_finished: true, is_success: true, date_start: ago(i + 1), date_created: ago(i + 1), date_finished: ago(i + 1), result: {} })
    // CommandExecution_hosts: one through row per host, integer ids counted from 1.
    ;(execution.hosts as string[]).forEach((asset) => put('command execution-host relations', { id: String(tableIn(state, 'command execution-host relations').all().length + 1), org_id: DEFAULT_ORG_ID, asset, commandexecution: execution.id }))
  }

  // Tickets: some open and assigned to admin / orgadmin, some closed (reference §2.7 badge).
  const ticketTypes = ['apply_asset', 'apply_application', 'login_confirm', 'command_confirm']
    // Ticket.set_rel_snapshot of what the seeded requests name: the Default web system user on web-04, the Web node.
  const defaultCtx = perOrg[0]
  const ticketSnapshot = (type: string, applicant: string) =>
    type === 'apply_asset'
      ? { applicant: userStr(applicant), apply_system_users: [`${String(defaultCtx.systemUsers[0].name)}(${String(defaultCtx.systemUsers[0].username)})`], apply_assets: [], apply_nodes: [String(defaultCtx.children[0].full_value)] }
      : type === 'apply_application'
        ? { applicant: userStr(applicant), apply_applications: [], apply_system_users: [] }
        : { applicant: userStr(applicant) }
  const rebootRule = tableIn(state, 'command filter rules').all().find((r) => r.org_id === DEFAULT_ORG_ID && r.content === 'reboot')!
  const filterOf = tableIn(state, 'command filters').get(String(rebootRule.filter))!
  // What the server's own requests carry (tickets/models/ticket/*.py): a login's address, place and
  // time; a command's user, asset, system user, session and the filter rule that asked; names in
  // rel_snapshot as the server's set_rel_snapshot writes them (str() of each related object).
  const requestOf = (type: string, i: number, applicant: string): Record<string, unknown> => {
    if (type === 'login_confirm') return { apply_login_ip: `192.168.1.${60 + i}`, apply_login_city: 'Shanghai', apply_login_datetime: serverDate(new Date(now - (12 - i) * DAY_MS + 60_000)) }
    if (type === 'apply_application') return { apply_category: 'db', apply_type: 'mysql' }
    if (type !== 'command_confirm') return {}
    const session = sessions.find((s) => s.user_id === applicant && s.org_id === DEFAULT_ORG_ID) ?? sessions[2]
    const systemUser = defaultCtx.systemUsers[0]
    return {
      apply_run_user: applicant, apply_run_asset: String(session.asset), apply_run_system_user: systemUser.id, apply_run_command: 'reboot',
      apply_from_session: session.id, apply_from_cmd_filter: filterOf.id, apply_from_cmd_filter_rule: rebootRule.id,
      rel_snapshot: {
        apply_run_user: userStr(applicant), apply_run_system_user: `${systemUser.name}(${systemUser.username})`,
        apply_from_session: `${session.id} of ${session.user} to ${session.asset}`, apply_from_cmd_filter: filterOf.name, apply_from_cmd_filter_rule: `${rebootRule.type} % ${rebootRule.content}`,
      },
    }
  }
  for (let i = 0; i < 12; i++) {
    const applicant = byName(['user', 'newbie', 'multiorg'][i % 3])
    const assignees = i % 2 ? [byName('admin')] : [byName('orgadmin'), byName('admin')]
    const open = i < 7
    const state = open ? 'pending' : pick(['approved', 'rejected', 'closed'])
    const request = requestOf(ticketTypes[i % 4], i, applicant)
    const t = put('tickets', {
      title: `${['Access to web servers', 'Database access', 'Login confirm', 'Run reboot'][i % 4]} #${i + 1}`, serial_num: `2022090100${String(i + 1).padStart(2, '0')}`,
      type: ticketTypes[i % 4], status: open ? 'open' : 'closed', state, approval_step: 1, applicant, assignees, all_assignees: assignees, org_id: i % 5 === 4 ? BRANCH_ORG_ID : DEFAULT_ORG_ID,
      ...request, rel_snapshot: { ...ticketSnapshot(ticketTypes[i % 4], applicant), ...(request.rel_snapshot as Record<string, unknown> | undefined) }, comment: 'Please approve', date_created: ago(12 - i),
      apply_actions: ALL_ACTIONS, ...(i % 4 < 2 ? { apply_date_start: ago(12 - i), apply_date_expired: ago(12 - i - 365) } : {}),
      process_map: [open ? pendingStep(1, assignees, assignees.map(userStr), new Date(now - (12 - i) * DAY_MS)) : { ...pendingStep(1, assignees, assignees.map(userStr), new Date(now - (12 - i) * DAY_MS)), state, processor: state === 'closed' ? applicant : assignees[0], processor_display: userStr(state === 'closed' ? applicant : assignees[0]) }],
    })
    if (i < 3) put('ticket comments', { ticket: t.id, user: applicant, user_display: userStr(applicant), body: 'Needed for the release on Friday.' })
  }

  // Terminal components, storages, endpoints
  put('replay storages', { name: 'default', type: 'server', meta: {}, is_default: true })
  put('command storages', { name: 'default', type: 'server', meta: {}, is_default: true })
  put('command storages', { name: 'elasticsearch', type: 'es', meta: { HOSTS: ['http://es.example.com:9200'], INDEX: 'jumpserver', DOC_TYPE: 'command' }, is_default: false })
  ;['koko', 'guacamole', 'omnidb', 'magnus'].forEach((type, i) => {
    const t = put('terminals (components)', { name: `[${type}]-mock-${i + 1}`, type, remote_addr: `172.16.0.${i + 10}`, http_port: 5000 + i, ssh_port: 2222, command_storage: 'default', replay_storage: 'default', is_accepted: true, is_active: true, is_alive: i !== 3, is_deleted: false, status: ['normal', 'high', 'critical', 'offline'][i], session_online: i === 0 ? 3 : 0 })
    put('terminal status', { terminal: t.id, cpu_load: 0.3 * (i + 1), memory_used: 40 + i, disk_used: 30, session_online: i === 0 ? 3 : 0 })
  })
  const endpoint = put('endpoints', { name: 'Default', host: '', https_port: 443, http_port: 80, ssh_port: 2222, rdp_port: 3389, mysql_port: 33060, mariadb_port: 33061, postgresql_port: 54320, redis_port: 63790, oracle_11g_port: 15211, oracle_12c_port: 15212 })
  put('endpoint rules', { name: 'Office network', ip_group: ['10.0.0.0/8'], priority: 10, endpoint: endpoint.id })
  ;['check_asset_permission_expired', 'clean_expired_session_period', 'check_node_assets_amount_period_task'].forEach((name) => put('celery period tasks', { id: name, name, task: `ops.tasks.${name}`, enabled: true, description: '', total_run_count: 12, last_run_at: ago(1) }))
  // The system messages 2.26.1 offers, by category (recorded-2.26.1 system-message-subscriptions.GET).
  const subscription = (message_type: string, users: string[], receive_backends: string[]) => ({ message_type, users, groups: [], receive_backends, receivers: [] })
  put('system message subscriptions', { id: 'terminal', category: 'terminal', children: [subscription('CommandAlertMessage', [], []), subscription('CommandExecutionAlert', [], [])] })
  put('system message subscriptions', { id: 'Operations', category: 'Operations', children: [subscription('ServerPerformanceMessage', [byName('admin')], ['site_msg', 'email'])] })
  users.slice(0, 10).forEach((u) => put('user message subscriptions', { id: u.id, user_id: u.id, receive_backends: ['site_msg', 'email'] }))
  put('access keys', { user: byName('admin'), secret: '7b2c9d1e-0000-4000-8000-00000000a11a', is_active: true })

  // xpack rows
  put('change-auth plans (assets)', { org_id: DEFAULT_ORG_ID, name: 'Rotate web passwords', is_periodic: true, interval: 24, crontab: '', password_strategy: 'random_one', password_rules: { length: 30 }, recipients: [byName('admin')], nodes: [perOrg[0].children[0].id], assets: [], username: 'web' })
  const cloudAccount = put('cloud accounts', { org_id: DEFAULT_ORG_ID, name: 'Aliyun production', provider: 'aliyun', attrs: { access_key_id: 'LTAI...' }, validity: true })
  put('cloud sync instance tasks', {
    org_id: DEFAULT_ORG_ID, name: 'Sync Aliyun hangzhou', account: cloudAccount.id, regions: ['cn-hangzhou'], hostname_strategy: 'instance_name', node: perOrg[0].children[0].id,
    unix_admin_user: perOrg[0].admin.id, windows_admin_user: null, protocols: 'ssh/22 rdp/3389', is_periodic: true, interval: 24, crontab: '0 2 * * *', is_always_update: true,
    // Runs of the task (domain §4 counts: new, unsynced, synced, released).
    history: [{ id: '1', date_sync: ago(1), summary: { new: 3, unsync: 1, sync: 12, released: 0 } }, { id: '2', date_sync: ago(2), summary: { new: 0, unsync: 0, sync: 15, released: 1 } }],
    date_last_sync: ago(1),
  })
  put('gathered-user tasks', { org_id: DEFAULT_ORG_ID, name: 'Gather Linux users', nodes: [perOrg[0].children[0].id], is_periodic: false, interval: 24, executed_times: 2 })

  // Site messages: unread for admin and user (the drawer and the socket, shell §7).
  const messages = [
    ['admin', 'Asset permission expires soon', 'The asset permission <b>Default web servers</b> expires in 7 days.', false],
    ['admin', 'New ticket to approve', 'user applied for <i>Access to web servers</i>.', false],
    ['admin', 'Weekly report', 'Sessions: 40, commands: 100.', true],
    ['user', 'Welcome', 'Welcome to the console.', false],
    ['user', 'Your ticket was approved', 'Ticket #8 was approved.', false],
    ['orgadmin', 'New ticket to approve', 'newbie applied for <i>Database access</i>.', false],
  ] as const
  messages.forEach(([username, subject, message, read], i) =>
    db.siteMessage.create({ id: id(), user: byName(username), subject, message, has_read: read, read_at: read ? ago(1) : null, date_created: serverDate(new Date(now - (i + 1) * 3_600_000)), sender: i % 2 ? 'Administrator(admin)' : '' }),
  )

  // Added last so the ids above stay as they were: plan executions, task versions and executions.
  const assetPlan = tableIn(state, 'change-auth plans (assets)').all()[0]
  ;[0, 1].forEach((i) => put('change-auth plan executions (assets)', { org_id: DEFAULT_ORG_ID, plan: assetPlan.id, trigger: i ? 'manual' : 'timing', date_start: ago(i + 1), timedelta: 3.2, total: 4, success: 4 - i, failed: i, is_finished: true, is_success: i === 0 }))
  const appPlan = put('change-auth plans (applications)', { org_id: DEFAULT_ORG_ID, name: 'Rotate database passwords', is_periodic: false, interval: 24, crontab: '0 3 * * 0', password_strategy: 'random_all', password_rules: { length: 24 }, recipients: [byName('admin')], category: 'db', type: 'mysql', apps: [], system_users: [perOrg[0].systemUsers[1].id] })
  put('change-auth plan executions (applications)', { org_id: DEFAULT_ORG_ID, plan: appPlan.id, trigger: 'manual', date_start: ago(2), timedelta: 1.5, total: 2, success: 2, failed: 0, is_finished: true, is_success: true })
  const backup = tableIn(state, 'account backup plans').all().find((p) => p.org_id === DEFAULT_ORG_ID)
  if (backup) put('account backup plan executions', { org_id: DEFAULT_ORG_ID, plan: backup.id, plan_id: backup.id, trigger: 'timing', date_start: ago(1), timedelta: 2.5, reason: '', is_success: true, plan_snapshot: { name: backup.name, types: ['all'] }, recipients: [] })
  tableIn(state, 'ops tasks').all().forEach((task, o) => {
    const adhoc = put('ops adhoc', { org_id: task.org_id, task: task.id, tasks: [{ name: 'gather facts', action: { module: 'setup' } }], pattern: 'all', options: "{'timeout': 10, 'forks': 10}", run_as: 'root', run_as_admin: true, hosts: sample(o, 3) })
    // Its last run as the server stores it (AdHocExecution.summary, JSON text): two hosts reached, the third not.
    const [first, second, third] = (adhoc.hosts as string[]).map((a) => String(tableIn(state, 'assets').get(a)?.hostname))
    const ok = { 'gather facts': { changed: false, msg: '' } }
    const dark = { [third]: { 'gather facts': { changed: false, msg: 'Failed to connect to the host via ssh: Connection timed out' } } }
    const summary = JSON.stringify({ contacted: { [first]: ok, [second]: ok }, dark, success: false })
    put('ops adhoc executions', { org_id: task.org_id, task: task.id, task_display: `${String(task.name)}@${String(task.org_id)}`, adhoc: adhoc.id, hosts_amount: 3, timedelta: 4.2, is_finished: true, is_success: false, date_start: ago(1), date_finished: ago(1), result: '{}', summary })
  })
  // A login to a db-* asset as root asked for confirmation (the Default asset-login ACL "confirm prod
  // root"): the server opens a login_asset_confirm ticket for its reviewers, here admin.
  const loginAsset = tableIn(state, 'assets').all().find((a) => a.org_id === DEFAULT_ORG_ID && String(a.hostname).startsWith('db-'))!
  const dba = perOrg[0].systemUsers[1]
  put('tickets', {
    title: 'Login asset confirm #13', serial_num: '202209010013', type: 'login_asset_confirm', status: 'open', state: 'pending', approval_step: 1,
    applicant: byName('user'), assignees: [byName('admin')], all_assignees: [byName('admin')], org_id: DEFAULT_ORG_ID, comment: '', date_created: ago(0.5),
    apply_login_user: byName('user'), apply_login_asset: loginAsset.id, apply_login_system_user: dba.id,
    rel_snapshot: { applicant: userStr(byName('user')), apply_login_user: userStr(byName('user')), apply_login_asset: `${loginAsset.hostname}(${loginAsset.ip})`, apply_login_system_user: `${dba.name}(${dba.username})` },
    process_map: [pendingStep(1, [byName('admin')], [userStr(byName('admin'))], new Date(now - DAY_MS / 2))],
  })
  seedPageObjects(put, { admin: byName('admin'), user: byName('user') }, ago)

  // A finished Kubernetes session (terminal Session.PROTOCOL k8s, labelled "kubernetes"): koko opens it on
  // an application, so the session's asset is the cluster application's name and its asset_id the
  // application's id (koko's proxy server: Asset k8sApp.Name, AssetID k8sApp.ID); its system user is the
  // seeded account of that application. Koko records a k8s session like any terminal one: its replay and
  // the commands typed in its kubectl shell. Older than every other seeded session.
  const cluster = tableIn(state, 'applications').all().find((a) => a.org_id === DEFAULT_ORG_ID && a.type === 'k8s')!
  const k8sStart = now - 45 * 3_600_000 - 720_000
  const k8s = put('terminal sessions', {
    org_id: DEFAULT_ORG_ID, user: userStr(byName('orgadmin')), user_id: byName('orgadmin'), asset: cluster.name, asset_id: cluster.id,
    system_user: `${dba.name}(${dba.username})`, system_user_id: dba.id, login_from: 'WT', remote_addr: '192.168.1.90', protocol: 'k8s',
    is_success: true, is_finished: true, has_replay: true, has_command: true, can_replay: true,
    date_start: serverDate(new Date(k8sStart)), date_end: serverDate(new Date(k8sStart + 720_000)), terminal: null,
  })
  ;['kubectl get pods -n web', 'kubectl describe pod web-0 -n web', 'kubectl logs web-0 -n web'].forEach((input, c) => {
    const ts = Math.floor(k8sStart / 1000) + 60 * (c + 1)
    put('session commands', { org_id: DEFAULT_ORG_ID, user: k8s.user, asset: k8s.asset, system_user: k8s.system_user, session: k8s.id, input, output: 'ok', risk_level: 0, timestamp: ts, timestamp_display: serverDate(new Date(ts * 1000)), remote_addr: k8s.remote_addr })
  })
}
