// Where the dashboard cards lead (domain §2 route table). Paths have one home (STYLE 4); a feature
// may not import the app's route table, so the few list routes the cards need are named here.
export const dashboardPaths = {
  users: () => '/console/users/users',
  assets: () => '/console/assets/assets',
  sessions: () => '/audit/sessions/sessions',
  session: (id: string) => `/audit/sessions/sessions/${encodeURIComponent(id)}`,
  loginLog: () => '/audit/logs/login-log',
} as const

/** What each link needs (domain §2). */
export const dashboardLinkPerms = {
  users: ['users.view_user'],
  assets: ['assets.view_asset'],
  sessions: ['terminal.view_session'],
  loginLog: ['audits.view_userloginlog'],
} as const satisfies Partial<Record<keyof typeof dashboardPaths, readonly string[]>>
