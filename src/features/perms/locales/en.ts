// Namespace 'perms': asset and application permissions (domain §2, §3 Permission).
const perms = {
  names: { AssetPermission: 'Asset permission', ApplicationPermission: 'Application permission' },
  add: 'Add',
  tabs: { users: 'Users', userGroups: 'User groups', assets: 'Assets', nodes: 'Nodes', systemUsers: 'System users', applications: 'Applications' },
  columns: { name: 'Name', username: 'Username', hostname: 'Hostname', ip: 'IP', node: 'Node', protocol: 'Protocol', type: 'Type', users: 'Users', userGroups: 'User groups', assets: 'Assets', nodes: 'Nodes', systemUsers: 'System users', applications: 'Applications', valid: 'Valid' },
  detail: {
    grant: 'Grant', validity: 'Validity', who: 'Granted to', what: 'Granted on', record: 'Record',
    status: 'Status', validFrom: 'Valid from', validUntil: 'Valid until',
    quickActions: 'Quick actions', active: 'Active', cannotChange: 'You may not change this permission',
  },
  form: { other: 'Other' },
  status: { inForce: 'In force', inactive: 'Inactive', notYet: 'Not yet in force', expired: 'Expired' },
  actions: {
    label: 'Actions', connect: 'Connect', upload_file: 'Upload file', download_file: 'Download file', clipboard_copy: 'Clipboard copy', clipboard_paste: 'Clipboard paste',
    clipboardHint: 'Clipboard control applies only to RDP and VNC connections',
  },
}
export default perms
export type PermsMessages = typeof perms
