// Where the workbench quick links lead (domain §2 workbench and tickets; shell §2 external links),
// read from the route table (STYLE 4).
import { pathOf } from '@/shared/access/route-table'

export const workbenchPaths = {
  myAssets: () => pathOf('MyAssets'),
  myApps: () => pathOf('MyApps'),
  tickets: () => pathOf('MyTicketList'),
  /** External: opened, never routed. */
  webTerminal: () => pathOf('WebTerminal'),
} as const
