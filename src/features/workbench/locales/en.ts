// Namespace 'workbench': the workbench home (domain §2 workbench/home).
const workbench = {
  title: 'Workbench',
  welcome: 'Welcome, {{name}}',
  intro: 'Your assets, applications and tools are gathered here.',
  quickLinks: {
    label: 'Quick links',
    myAssets: 'My assets',
    myApps: 'My applications',
    webTerminal: 'Web terminal',
    tickets: 'My tickets',
  },
  myAssets: {
    title: 'My assets',
    all_one: 'View all ({{count}})',
    all_other: 'View all ({{count}})',
    empty: 'No assets have been granted to you yet.',
    columns: { hostname: 'Hostname', ip: 'IP', platform: 'Platform', org: 'Organisation' },
  },
  granted: { asset: 'Asset', application: 'Application', connect: 'Connect', inactive: 'Inactive' },
  connect: {
    to: 'Connect to {{name}}',
    loginAs: 'Log in as',
    loginUser: '{{name}} ({{username}}, {{protocol}})',
    default: 'Default',
    only: 'You will log in as {{user}}.',
    none: 'No login user has been granted to you on this asset. Ask an administrator for a permission that gives one.',
    loading: 'Loading the login users…',
    error: 'The login users of this asset could not be loaded.',
    cancel: 'Cancel',
    protocols: { ssh: 'SSH', rdp: 'RDP', telnet: 'Telnet', vnc: 'VNC', other: 'another protocol' },
  },
  tree: { label: 'My asset tree', allAssets: 'All assets' },
  states: {
    loading: 'Loading…',
    error: 'Your assets could not be loaded.',
  },
}
export default workbench
export type WorkbenchMessages = typeof workbench
