// Namespace 'profile': the personal pages (domain §2 profile).
const profile = {
  apiKey: {
    title: 'API key',
    help: 'Scripts sign their API requests with a key ID and its secret. Keep the secret to yourself; disable or delete a key you no longer use.',
    create: 'Create',
    created: 'API key created',
    columns: { id: 'Key ID', secret: 'Secret', active: 'Active', created: 'Date created', actions: 'Actions' },
    copyId: 'Copy the key ID',
    copySecret: 'Copy the secret',
    show: 'Show the secret',
    hide: 'Hide the secret',
    enable: 'Enable',
    disable: 'Disable',
    enabled: 'API key enabled',
    disabled: 'API key disabled',
    delete: 'Delete',
    deleteTitle: 'Delete the API key',
    deleteMessage: 'Scripts signing with the key {{id}} will stop working. Delete it?',
    deleted: 'API key deleted',
    cancel: 'Cancel',
  },
  tempPassword: {
    title: 'Temporary password',
    help: 'A temporary password signs you in where your own password and MFA cannot be used, such as a client tool. Each one is valid for {{minutes}} minutes and only once.',
    generate: 'Generate',
    generated: 'Temporary password generated',
    columns: { secret: 'Password', verified: 'Used', valid: 'Valid', expires: 'Expires', actions: 'Actions' },
    copySecret: 'Copy the password',
    show: 'Show the password',
    hide: 'Hide the password',
    expire: 'Expire',
    expired: 'Temporary password expired',
  },
}
export default profile
export type ProfileMessages = typeof profile
