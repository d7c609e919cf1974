import type { Translations } from './language'

// Choice names (OPTIONS `display_name`) and the *_display values of rows derived from them, per field
// and value, in English, Chinese and Japanese, as JumpServer 2.26's choices and locale files name them.
// A field's values mostly never collide across the resources that share its name (login-log `type` W/T/U,
// application `type` mysql…, ticket `type` apply_asset…), so one table serves them; where one resource
// names them otherwise, a `resource:field` table wins. The English names are the recorded server's
// (mock-server/contract/recorded.test.ts compares every recorded OPTIONS' `value=display_name`); the
// Chinese and Japanese ones added with them are 2.26.1's own (apps/locale/{zh,ja}/LC_MESSAGES/django.po).

// A session's protocol (terminal Session.PROTOCOL): its own names, untranslated, lower case but two.
const SESSION_PROTOCOLS: Record<string, Translations> = Object.fromEntries(
  Object.entries({ ssh: 'ssh', rdp: 'rdp', vnc: 'vnc', telnet: 'telnet', mysql: 'mysql', oracle: 'oracle', mariadb: 'mariadb', sqlserver: 'sqlserver', postgresql: 'postgresql', redis: 'redis', mongodb: 'MongoDB', k8s: 'kubernetes' }).map(([v, n]) => [v, [n, n, n]]),
)

/** A permission's actions (perms.const.Action), also what a ticket asks for. */
const ACTIONS: Record<string, Translations> = {
  all: ['All', '全部', 'すべて'],
  connect: ['Connect', '连接', '接続'],
  upload_file: ['Upload file', '上传文件', 'ファイルのアップロード'],
  download_file: ['Download file', '下载文件', 'ファイルのダウンロード'],
  updownload: ['Upload download', '上传下载', 'ダウンロードのアップロード'],
  clipboard_copy: ['Clipboard copy', '剪贴板复制', 'クリップボードコピー'],
  clipboard_paste: ['Clipboard paste', '剪贴板粘贴', 'クリップボード貼り付け'],
  clipboard_copy_paste: ['Clipboard copy paste', '剪贴板复制粘贴', 'クリップボードのコピー・貼り付け'],
}

/** An application's type (applications.const.AppType). */
const APP_TYPES: Record<string, Translations> = {
  mysql: ['MySQL', 'MySQL', 'MySQL'], mariadb: ['MariaDB', 'MariaDB', 'MariaDB'], oracle: ['Oracle', 'Oracle', 'Oracle'],
  postgresql: ['PostgreSQL', 'PostgreSQL', 'PostgreSQL'], sqlserver: ['SQLServer', 'SQLServer', 'SQLServer'],
  redis: ['Redis', 'Redis', 'Redis'], mongodb: ['MongoDB', 'MongoDB', 'MongoDB'], k8s: ['Kubernetes', 'Kubernetes', 'Kubernetes'],
  chrome: ['Chrome', 'Chrome', 'Chrome'], mysql_workbench: ['MySQL Workbench', 'MySQL Workbench', 'MySQL Workbench'],
  vmware_client: ['vSphere Client', 'vSphere Client', 'vSphere Client'], custom: ['Custom', '自定义', 'カスタム'],
}

/** An application's category (applications.const.AppCategory). */
const APP_CATEGORIES: Record<string, Translations> = {
  db: ['Database', '数据库', 'データベース'],
  remote_app: ['Remote app', '远程应用', 'リモートアプリ'],
  cloud: ['Cloud', '云', 'クラウド'],
}

/** A ticket flow's approval levels (tickets.const.TicketLevel). */
const TICKET_LEVELS: Record<string, Translations> = {
  1: ['One level', '1 级', '1つのレベル'],
  2: ['Two level', '2 级', '2つのレベル'],
}

export const CHOICE_NAMES: Record<string, Record<string, Translations>> = {
  mfa_level: {
    0: ['Disable', '禁用', '無効'],
    1: ['Enable', '启用', '有効'],
    2: ['Force enable', '强制启用', '強制有効'],
  },
  source: {
    local: ['Local', '数据库', 'ローカル'],
    ldap: ['LDAP/AD', 'LDAP/AD', 'LDAP/AD'],
    openid: ['OpenID', 'OpenID', 'OpenID'],
    radius: ['Radius', 'Radius', 'Radius'],
    cas: ['CAS', 'CAS', 'CAS'],
    saml2: ['SAML2', 'SAML2', 'SAML2'],
    oauth2: ['OAuth2', 'OAuth2', 'OAuth2'],
    custom: ['Custom', '自定义', 'カスタム'],
  },
  password_strategy: {
    email: ['Reset link will be generated and sent to the user', '生成重置密码链接，通过邮件发送给用户', 'リセットリンクが生成され、ユーザーに送信されます'],
    custom: ['Set password', '设置密码', 'パスワードを設定'],
  },
  scope: {
    system: ['System', '系统', 'システム'],
    org: ['Organization', '组织', '組織'],
  },
  protocol: {
    ssh: ['SSH', 'SSH', 'SSH'], rdp: ['RDP', 'RDP', 'RDP'], telnet: ['Telnet', 'Telnet', 'Telnet'], vnc: ['VNC', 'VNC', 'VNC'],
    mysql: ['MySQL', 'MySQL', 'MySQL'], oracle: ['Oracle', 'Oracle', 'Oracle'], postgresql: ['PostgreSQL', 'PostgreSQL', 'PostgreSQL'],
    mariadb: ['MariaDB', 'MariaDB', 'MariaDB'], sqlserver: ['SQLServer', 'SQLServer', 'SQLServer'], redis: ['Redis', 'Redis', 'Redis'],
    mongodb: ['MongoDB', 'MongoDB', 'MongoDB'], k8s: ['K8S', 'K8S', 'K8S'],
  },
  'terminal sessions:protocol': SESSION_PROTOCOLS,
  'my sessions:protocol': SESSION_PROTOCOLS,
  connectivity: {
    unknown: ['Unknown', '未知', '不明'],
    ok: ['Ok', '成功', '成功'],
    failed: ['Failed', '失败', '失敗'],
  },
  login_mode: {
    auto: ['Automatic managed', '托管密码', '自動管理'],
    manual: ['Manually input', '手动输入', '手動入力'],
  },
  category: {
    S: ['System', '系统', 'システム'],
    U: ['User', '用户', 'ユーザー'],
    ...APP_CATEGORIES,
  },
  actions: ACTIONS,
  // What an application or asset ticket asks for (tickets' apply_* fields).
  apply_actions: ACTIONS,
  apply_category: APP_CATEGORIES,
  apply_type: APP_TYPES,
  approval_level: TICKET_LEVELS,
  approval_step: TICKET_LEVELS,
  'ticket flows:level': TICKET_LEVELS,
  // A platform's charset, a backup plan execution's trigger, a terminal task's name, a storage's type.
  charset: { utf8: ['UTF-8', 'UTF-8', 'UTF-8'], gbk: ['GBK', 'GBK', 'GBK'] },
  trigger: { manual: ['Manual trigger', '手动触发', '手動トリガー'], timing: ['Timing trigger', '定时触发', 'タイミングトリガー'] },
  // a cloud sync task's naming of the assets it creates (xpack; zh and ja this project's own words)
  hostname_strategy: { instance_name: ['Instance name', '实例名称', 'インスタンス名'], ip: ['IP', 'IP', 'IP'] },
  // 2.26.1 has no translation of this name: it reads the same in every language.
  'terminal tasks:name': { kill_session: ['Kill Session', 'Kill Session', 'Kill Session'] },
  // An account backup plan's types (assets.models.backup.Type, marked for translation). Words of this project.
  types: {
    all: ['All', '全部', 'すべて'],
    asset: ['Asset', '资产', '資産'],
    application: ['Application', '应用', 'アプリケーション'],
  },
  // What an FTP log records (audits.FTPLog.OPERATE_CHOICES, marked for translation). Words of this project.
  operate: {
    Delete: ['Delete', '删除', '削除'],
    Upload: ['Upload', '上传', 'アップロード'],
    Download: ['Download', '下载', 'ダウンロード'],
    Rmdir: ['Rmdir', '删除目录', 'ディレクトリ削除'],
    Rename: ['Rename', '重命名', '名前の変更'],
    Mkdir: ['Mkdir', '新建目录', 'ディレクトリ作成'],
    Symlink: ['Symlink', '创建符号链接', 'シンボリックリンク作成'],
  },
  // 2.26.1 names these without gettext (plain strings), so they read the same in every language: a platform's
  // base (assets.Platform.BASE_CHOICES), a storage's null and server types (terminal.const), a component's type
  // (TerminalTypeChoices, below under `type`), the OAuth2 token request's method.
  base: Object.fromEntries(['Linux', 'Unix', 'MacOS', 'BSD', 'Windows', 'Other'].map((v) => [v, [v, v, v]])),
  AUTH_OAUTH2_ACCESS_TOKEN_METHOD: { GET: ['GET', 'GET', 'GET'], POST: ['POST', 'POST', 'POST'] },
  // The system messages one subscribes to, by category and message type, as 2.26.1 lists them
  // (terminal/notifications.py, ops/notifications.py: category_label and message_type_label, marked for
  // translation), and the backends a message goes through (notifications.backends.BACKEND). Words of this project.
  'system message subscriptions:category': {
    terminal: ['Sessions', '会话', 'セッション'],
    Operations: ['App ops', '应用运维', 'アプリ運用'],
  },
  'system message subscriptions:message_type': {
    CommandAlertMessage: ['Danger command alert', '危险命令告警', '危険コマンドのアラート'],
    CommandExecutionAlert: ['Batch danger command alert', '批量命令中的危险命令告警', '一括コマンドの危険コマンドアラート'],
    ServerPerformanceMessage: ['Server performance', '服务器性能', 'サーバーのパフォーマンス'],
  },
  receive_backends: {
    email: ['Email', '邮件', 'メール'],
    wecom: ['WeCom', '企业微信', 'WeCom'],
    dingtalk: ['DingTalk', '钉钉', 'DingTalk'],
    site_msg: ['Site message', '站内信', 'サイト内メッセージ'],
    feishu: ['FeiShu', '飞书', 'FeiShu'],
    sms: ['SMS', '短信', 'SMS'],
  },
  // The enterprise plugin's (xpack, not in the open-source repository): a change-auth plan's password strategy,
  // English as the mock has long answered it (a user's own strategy is another), a cloud provider, a cloud
  // account's validity. zh and ja are this project's words; providers and vendors are named as they name themselves.
  ...Object.fromEntries(['change-auth plans (assets)', 'change-auth plans (applications)'].map((r) => [`${r}:password_strategy`, {
    custom: ['Set password', '设置密码', 'パスワードを設定'],
    random_one: ['Random one', '所有账号使用同一个随机密码', 'すべてのアカウントに同じランダムパスワード'],
    random_all: ['Random all', '每个账号使用不同的随机密码', 'アカウントごとに異なるランダムパスワード'],
  } satisfies Record<string, Translations>])),
  provider: {
    aliyun: ['Aliyun', '阿里云', 'Alibaba Cloud'],
    qcloud: ['Qcloud', '腾讯云', 'Tencent Cloud'],
    huaweicloud: ['Huaweicloud', '华为云', 'Huawei Cloud'],
    aws_china: ['Aws china', 'AWS（中国）', 'AWS（中国）'],
    aws_international: ['Aws international', 'AWS（国际）', 'AWS（グローバル）'],
    azure: ['Azure', 'Azure', 'Azure'],
    vmware: ['Vmware', 'VMware', 'VMware'],
    nutanix: ['Nutanix', 'Nutanix', 'Nutanix'],
    openstack: ['Openstack', 'OpenStack', 'OpenStack'],
    gcp: ['Gcp', '谷歌云', 'Google Cloud'],
  },
  validity: { true: ['Valid', '有效', '有効'], false: ['Invalid', '无效', '無効'] },
  // An Azure replay storage's endpoint suffix and a Ceph or Swift one's protocol: addresses and scheme names.
  PROTOCOL: { http: ['http', 'http', 'http'], https: ['https', 'https', 'https'] },
  ENDPOINT_SUFFIX: Object.fromEntries(['core.chinacloudapi.cn', 'core.windows.net'].map((v) => [v, [v, v, v]])),
  // Settings (settings' serializers' choices).
  TERMINAL_ASSET_LIST_PAGE_SIZE: {
    all: ['All', '全部', 'すべて'],
    auto: ['Auto', '自动', '自動'],
    ...Object.fromEntries(['10', '15', '25', '50'].map((v) => [v, [v, v, v]])),
  },
  SECURITY_MFA_AUTH: { 0: ['Disable', '禁用', '無効'], 1: ['All users', '所有用户', 'すべてのユーザー'], 2: ['Only admin users', '仅管理员', '管理者のみ'] },
  TERMINAL_ASSET_LIST_SORT_BY: { hostname: ['Hostname', '主机名', 'ホスト名'], ip: ['IP', 'IP', 'IP'] },
  WINDOWS_SSH_DEFAULT_SHELL: { cmd: ['CMD', 'CMD', 'CMD'], powershell: ['PowerShell', 'PowerShell', 'PowerShell'] },
  AUTH_OPENID_CLIENT_AUTH_METHOD: { client_secret_basic: ['Client Secret Basic', 'Client Secret Basic', 'Client Secret Basic'], client_secret_post: ['Client Secret Post', 'Client Secret Post', 'Client Secret Post'] },
  SMS_BACKEND: { alibaba: ['Alibaba cloud', '阿里云', 'アリ雲'], tencent: ['Tencent cloud', '腾讯云', 'テンセント雲'], huawei: ['Huawei Cloud', '华为云', '華為雲'], cmpp2: ['CMPP v2.0', 'CMPP v2.0', 'CMPP v2.0'] },
  login_from: {
    ST: ['SSH Terminal', 'SSH 终端', 'SSH ターミナル'],
    RT: ['RDP Terminal', 'RDP 终端', 'RDP ターミナル'],
    WT: ['Web Terminal', 'Web 终端', 'Web ターミナル'],
    DT: ['DB Terminal', '数据库终端', 'DB ターミナル'],
  },
  // Login logs (audits.UserLoginLog): type, mfa, status.
  mfa: {
    0: ['Disabled', '禁用', '無効'],
    1: ['Enabled', '启用', '有効'],
    2: ['-', '-', '-'],
  },
  status: {
    true: ['Success', '成功', '成功'],
    false: ['Failed', '失败', '失敗'],
    open: ['Open', '打开', 'オープン'],
    closed: ['Finished', '结束', '終了'],
    // A component's load (terminal.const.ComponentStatusChoices, marked for translation). Words of this project.
    critical: ['Critical', '严重', '重大'],
    high: ['High', '偏高', '高'],
    normal: ['Normal', '正常', '正常'],
    offline: ['Offline', '离线', 'オフライン'],
  },
  type: {
    // A login's (audits.UserLoginLog.LOGIN_TYPE_CHOICE): plain strings, not marked for translation, so
    // get_type_display answers them in English in every language.
    W: ['Web', 'Web', 'Web'],
    T: ['Terminal', 'Terminal', 'Terminal'],
    U: ['Unknown', 'Unknown', 'Unknown'],
    common: ['Common user', '普通用户', '一般ユーザー'],
    admin: ['Admin user', '特权用户', '特権ユーザー'],
    ...APP_TYPES,
    es: ['Elasticsearch', 'Elasticsearch', 'Elasticsearch'],
    oss: ['OSS', 'OSS', 'OSS'], obs: ['OBS', 'OBS', 'OBS'], cos: ['COS', 'COS', 'COS'],
    s3: ['S3', 'S3', 'S3'], azure: ['Azure', 'Azure', 'Azure'], ceph: ['Ceph', 'Ceph', 'Ceph'], swift: ['Swift', 'Swift', 'Swift'],
    // Terminal components (terminal.const.TerminalTypeChoices).
    koko: ['KoKo', 'KoKo', 'KoKo'], omnidb: ['OmniDB', 'OmniDB', 'OmniDB'],
    ...Object.fromEntries(['Guacamole', 'Xrdp', 'Lion', 'Core', 'Celery', 'Magnus', 'Razor'].map((n) => [n.toLowerCase(), [n, n, n]])),
    // A command filter rule's (assets.CommandFilterRule.TYPE_CHOICES, marked for translation). Words of this project.
    regex: ['Regex', '正则表达式', '正規表現'],
    command: ['Command', '命令', 'コマンド'],
    // A storage's types but the vendors' (terminal.const, plain strings: see `base`).
    null: ['Null', 'Null', 'Null'], server: ['Server', 'Server', 'Server'],
    // Tickets (tickets.const.TicketType).
    general: ['General', '一般', '一般'],
    login_confirm: ['Login confirm', '登录复核', 'ログイン確認'],
    apply_asset: ['Apply for asset', '申请资产', '資産の申請'],
    apply_application: ['Apply for application', '申请应用', '申し込み'],
    login_asset_confirm: ['Login asset confirm', '登录资产复核', 'ログイン資産の確認'],
    command_confirm: ['Command confirm', '命令复核', 'コマンドの確認'],
    asset: ['Asset', '资产', '資産'],
    application: ['Application', '应用', 'アプリケーション'],
  },
  // Session commands (terminal.Command).
  risk_level: {
    0: ['Ordinary', '普通', '普通'],
    5: ['Dangerous', '危险', '危険'],
  },
  // Operate logs (audits.OperateLog) and ACLs (acls.LoginACL, LoginAssetACL) and command filter rules.
  action: {
    create: ['Create', '创建', '作成'],
    view: ['View', '查看', '表示'],
    update: ['Update', '更新', '更新'],
    delete: ['Delete', '删除', '削除'],
    reject: ['Reject', '拒绝', '拒否'],
    allow: ['Allow', '允许', '許可'],
    confirm: ['Login confirm', '登录复核', 'ログイン確認'],
    login_confirm: ['Login confirm', '登录复核', 'ログイン確認'],
    0: ['Deny', '拒绝', '拒否'],
    9: ['Allow', '允许', '許可'],
    1: ['Allow', '允许', '許可'],
    2: ['Reconfirm', '复核', '再確認'],
  },
  state: {
    pending: ['Open', '打开', 'オープン'],
    approved: ['Approved', '已同意', '承認済み'],
    rejected: ['Rejected', '已拒绝', '却下'],
    closed: ['Cancel', '取消', 'キャンセル'],
    reopen: ['Reopen', '重新打开', '再オープン'],
  },
  strategy: {
    super_admin: ['Super admin', '超级管理员', 'スーパー管理者'],
    org_admin: ['Org admin', '组织管理员', '組織管理者'],
    super_org_admin: ['Super admin and org admin', '超级管理员和组织管理员', 'スーパー管理者と組織管理者'],
    custom_user: ['Custom user', '自定义用户', 'カスタムユーザー'],
  },
}

/** The builtin roles' names (rbac.Role.display_name: the builtin names through gettext). */
export const ROLE_NAMES: Record<string, Translations> = {
  SystemAdmin: ['System administrator', '系统管理员', 'システム管理者'],
  SystemAuditor: ['System auditor', '系统审计员', 'システム監査人'],
  User: ['User', '用户', 'ユーザー'],
  OrgAdmin: ['Organization administrator', '组织管理员', '組織管理者'],
  OrgAuditor: ['Organization auditor', '组织审计员', '組織監査人'],
  OrgUser: ['Organization user', '组织用户', '組織ユーザー'],
}

/** Why a sign-in failed (authentication/errors.py), the login log's reason_display. */
export const LOGIN_FAILURE_REASONS: Record<string, Translations> = {
  password_failed: ['Username/password check failed', '用户名/密码 校验失败', 'ユーザー名/パスワードのチェックに失敗しました'],
  password_decrypt_failed: ['Password decrypt failed', '登录密码解密失败', 'パスワードの復号に失敗しました'],
  mfa_failed: ['MFA failed', 'MFA 校验失败', 'MFA に失敗しました'],
  mfa_unset: ['MFA unset', 'MFA 没有设定', 'MFA が設定されていません'],
  user_not_exist: ['Username does not exist', '用户名不存在', 'ユーザー名が存在しません'],
  password_expired: ['Password expired', '密码已失效', 'パスワードの有効期限が切れています'],
  user_invalid: ['Disabled or expired', '禁用或失效', '無効または期限切れ'],
  block_login: [
    'This account has been locked (please contact admin to unlock it or try again after 30 minutes)',
    '该账号已被锁定（请联系管理员解锁或 30 分钟后重试）',
    'このアカウントはロックされています (管理者に連絡してロックを解除するか、30 分後に再試行してください)',
  ],
  login_ip_block: [
    'The ip has been locked (please contact admin to unlock it or try again after 30 minutes)',
    '该 IP 已被锁定（请联系管理员解锁或 30 分钟后重试）',
    'この IP はロックされています (管理者に連絡してロックを解除するか、30 分後に再試行してください)',
  ],
  acl_reject: ['ACL is not allowed', 'ACL 不被允许', 'ACL は許可されていません'],
}
