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
  granted: { asset: 'Asset', application: 'Application', connect: 'Connect' },
  tree: { label: 'My asset tree', allAssets: 'All assets' },
  states: {
    loading: 'Loading…',
    error: 'Your assets could not be loaded.',
  },
}
export default workbench
export type WorkbenchMessages = typeof workbench
