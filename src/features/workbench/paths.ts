// Where the workbench quick links lead (domain §2 workbench and tickets; shell §2 external links).
// A feature may not import the app's route table, so the paths are named here (STYLE 4).
export const workbenchPaths = {
  myAssets: () => '/workbench/assets',
  myApps: () => '/workbench/apps',
  tickets: () => '/tickets/my-tickets',
  /** External: opened, never routed. */
  webTerminal: () => '/luna/',
} as const
