// Namespace 'settings': the system settings pages (domain §2 settings).
import securityFields from './security-fields.en'

const settings = {
  sections: {
    security: { password: 'Password policy', login: 'Login limits', mfa: 'MFA', session: 'Sessions and terminals', other: 'Other' },
    oidc: { client: 'Client', keycloak: 'Keycloak', provider: 'Provider endpoints', tokens: 'Tokens and requests', users: 'Users' },
    oauth2: { client: 'Client', provider: 'Provider endpoints', users: 'Users' },
    other: { mfa: 'MFA', assets: 'Assets and tickets', general: 'General' },
  },
  fields: securityFields,
  names: { Terminal: 'Terminal', ReplayStorage: 'Replay storage', CommandStorage: 'Command storage', Endpoint: 'Endpoint', EndpointRule: 'Endpoint rule', Organization: 'Organization' },
  lists: { Terminal: 'Terminals', ReplayStorage: 'Replay storages', CommandStorage: 'Command storages', Endpoint: 'Endpoints', EndpointRule: 'Endpoint rules' },
  // Component load (domain §4), the terminal list's column.
  componentLoad: 'Load',
  readOnly: 'You may view these settings; changing them needs another permission.',
  categories: {
    basic: 'Basic settings', email: 'SMTP', auth: 'Authentication', ldap: 'LDAP', oauth2: 'OAuth2', saml2: 'SAML2', cas: 'CAS', oidc: 'OIDC',
    sms: 'SMS', alibaba: 'Alibaba Cloud', tencent: 'Tencent Cloud', huawei: 'Huawei Cloud', cmpp2: 'CMPP v2.0', terminal: 'Terminal settings',
    security: 'Security', clean: 'Retention', other: 'Other',
  },
  storage: {
    test: 'Test',
    setDefault: 'Set as default',
    defaultSet: '“{{name}}” is now the default storage',
    builtIn: 'The built-in storage cannot be changed or deleted',
    isDefault: 'This is the default storage; set another as default first',
    noPermission: 'You do not have permission for this action',
  },
  email: { test: 'Test connection', testResult: 'Mail test result', portHint: 'Port {{ssl}} usually uses SSL, port {{tls}} TLS.' },
  ldap: {
    testConfig: 'Test connection', testLogin: 'Test login', testResult: 'LDAP test result', users: 'User import', importResult: 'LDAP import result',
    username: 'Username', password: 'Password', name: 'Name', email: 'Email', existing: 'Existing', yes: 'Yes', no: 'No',
    syncing: 'Synchronizing the directory…', refresh: 'Refresh cache', import: 'Import', close: 'Close',
  },
  message: { title: 'Message subscriptions', type: 'Message type', backends: { site_msg: 'Site message', email: 'Email', wecom: 'WeCom', dingtalk: 'DingTalk', feishu: 'FeiShu' } },
  interface: {
    title: 'Interface', loginTitle: 'Login title', size: 'Size: {{width}}×{{height}} px', save: 'Submit', saved: 'Interface settings saved', failed: 'Saving failed',
    images: { favicon: 'Website icon', logo_index: 'Logo', logo_logout: 'Logout logo', login_image: 'Login image' },
    colors: { primary: 'Primary colour', 'menu-bg': 'Menu background', 'menu-text': 'Menu text', 'menu-active-text': 'Active menu text' },
  },
  license: {
    detail: 'Licence detail', corporation: 'Corporation', expired: 'Expiry date', assetCount: 'Licensed assets', currentAssetCount: 'Current assets',
    import: 'Import licence', file: 'Licence file', imported: 'Licence imported', importFailed: 'Licence import failed',
  },
  orgs: { users: 'Users', groups: 'User groups', assets: 'Assets', adminUsers: 'Admin users', systemUsers: 'System users', applications: 'Applications', assetPerms: 'Asset permissions', appPerms: 'Application permissions' },
}
export default settings
export type SettingsMessages = typeof settings
