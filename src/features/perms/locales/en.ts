// Namespace 'perms': asset and application permissions (domain §2, §3 Permission).
const perms = {
  names: { AssetPermission: 'Asset permission', ApplicationPermission: 'Application permission' },
  add: 'Add',
  tabs: { users: 'Users', userGroups: 'User groups', assets: 'Assets', nodes: 'Nodes', systemUsers: 'System users', applications: 'Applications' },
  columns: { name: 'Name', username: 'Username', hostname: 'Hostname', ip: 'IP', node: 'Node', protocol: 'Protocol', type: 'Type', users: 'Users', userGroups: 'User groups', assets: 'Assets', nodes: 'Nodes', systemUsers: 'System users', applications: 'Applications', valid: 'Valid' },
  actions: {
    label: 'Actions', connect: 'Connect', upload_file: 'Upload file', download_file: 'Download file', clipboard_copy: 'Clipboard copy', clipboard_paste: 'Clipboard paste',
    clipboardHint: 'Clipboard control applies only to RDP and VNC connections',
  },
}
export default perms
export type PermsMessages = typeof perms
