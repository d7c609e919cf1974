// Namespace 'shell': strings of the shared shell (shell §1–§2).
export default {
  productName: 'JumpServer',
  loading: 'Loading…',
  views: { console: 'Console', audit: 'Audit', workbench: 'Workbench', tickets: 'Tickets', settings: 'Settings' },
  menu: { dashboard: 'Dashboard', home: 'Home' },
  account: {
    menu: 'Account menu',
    profile: 'Profile',
    apiKey: 'API key',
    tempPassword: 'Temporary password',
    connectionToken: 'Connection token',
    language: 'Language',
    logout: 'Log out',
  },
  sidebar: { collapse: 'Collapse menu', expand: 'Expand menu', navigation: 'Main menu' },
  footer: {
    version: 'Version {{version}}',
    openSource: 'Open source edition, licensed under GPLv3',
    enterprise: 'Enterprise edition information',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}',
    currentOrg: 'Organisation: {{org}}',
  },
  workbench: {
    title: 'Workbench',
    welcome: 'Welcome, {{name}}',
    intro: 'Your assets, applications and tools are gathered here.',
  },
  startup: {
    failed: 'The console could not start',
    retry: 'Retry',
  },
  errorPages: {
    forbiddenTitle: 'No permission',
    forbiddenText: 'You do not have permission to view this page.',
    notFoundTitle: 'Request error',
    notFoundText: 'The page you requested does not exist.',
    goHome: 'Go to home',
  },
  languages: { zh: '中文', en: 'English', ja: '日本語' },
}
