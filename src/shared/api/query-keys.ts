// Every query key of the console comes from this factory (STYLE 2). A key is an array whose prefixes are the
// groups a write invalidates, so whatever part of the console reads the same data (a page, the shell's
// banners, a badge) reads it under the same key and a write refreshes all of them at once. Key literals
// outside api modules are refused by the lint (eslint.config.js).
export const queryKeys = {
  /** Every generic resource (the prefix of the keys below). */
  resources: ['resource'] as const,
  resource: (url: string) => ['resource', url] as const,
  /** Every page, search and filter of a list. */
  list: (url: string) => ['resource', url, 'list'] as const,
  /** One page, search and filter of a list. */
  listPage: (url: string, query: object) => ['resource', url, 'list', query] as const,
  /** One object, or every object of the resource when no id is given. */
  detail: (url: string, id?: string) => (id === undefined ? (['resource', url, 'detail'] as const) : (['resource', url, 'detail', id] as const)),
  /** OPTIONS metadata (reference §1.6). */
  options: (url: string) => ['resource', url, 'options'] as const,
  /** What a create form starts with (the server's defaults). */
  createDefaults: (url: string) => ['resource', url, 'create-defaults'] as const,
  /** One level of a lazily loaded node tree. */
  nodeChildren: (nodesUrl: string, parentId: string) => ['resource', nodesUrl, 'children', parentId] as const,
  /** The command storages with their counts of the commands a query selects (GET command-storages/tree/). */
  commandStorageTree: (query: object) => ['resource', '/api/v1/terminal/command-storages/', 'tree', query] as const,
  /** A relation select's options for a search. */
  selectOptions: (url: string, search: string) => ['remote-select', url, search] as const,
  /** The names of chosen values a relation select has not loaded yet. */
  selectLabels: (url: string, ids: string[]) => ['remote-select', url, 'labels', ids] as const,
  /** The names of related objects, looked up by id for a detail (a batch of ids). */
  relationNames: (url: string, ids: string[]) => ['resource', url, 'names', ids] as const,
  /** The signed-in user's own profile (GET users/profile/). */
  profile: ['profile', 'info'] as const,
  /** The licence detail: the licence page and the shell's banners (shell §3, §6). */
  licence: ['licence', 'detail'] as const,
  /** The tickets assigned to a user (the navbar badge, the assigned list). */
  assignedTickets: (userId?: string) => (userId === undefined ? (['assigned-tickets'] as const) : (['assigned-tickets', userId] as const)),
  /** A settings category, its OPTIONS and its values. */
  settings: (category?: string) => (category === undefined ? (['settings'] as const) : (['settings', category] as const)),
  settingsOptions: (category: string) => ['settings', category, 'options'] as const,
  settingsValues: (category: string) => ['settings', category, 'values'] as const,
  ldapUsers: ['settings', 'ldap-users'] as const,
  subscriptions: ['settings', 'subscriptions'] as const,
  dashboardIndex: (orgId: string, days: number) => ['dashboard', 'index', orgId, days] as const,
  myAssets: (orgId: string, limit: number) => ['workbench', 'my-assets', orgId, limit] as const,
  /** The login (system) users granted to the signed-in user on one asset. */
  myAssetLoginUsers: (assetId: string, orgId: string) => ['workbench', 'my-asset-login-users', assetId, orgId] as const,
  /** The login (system) users granted to a user on one asset, as an administrator reads them. */
  userAssetLoginUsers: (owner: string, ownerId: string, assetId: string) => ['users', 'asset-login-users', owner, ownerId, assetId] as const,
}
