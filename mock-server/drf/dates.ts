// The server's dates (reference §1.4): one reading and writing with the console, in contracts/.
import { formatServerDate, parseServerDate } from '../../contracts/server-dates'

export { parseServerDate }

/** A date in the server's output format, rendered in UTC. */
export const serverDate = (d: Date): string => formatServerDate(d)

export const DAY_MS = 86_400_000
export const daysAgo = (days: number, now = Date.now()) => serverDate(new Date(now - days * DAY_MS))
