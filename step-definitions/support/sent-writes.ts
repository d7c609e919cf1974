import type { Page, Request } from 'playwright'
import type { ConsoleWorld } from './world'

// The writes (POST, PUT, PATCH) a page sent to the API since a form was opened: what a scenario
// checks of the wire (an encrypted field, a clone_from) without reading it from src.
export const writes = (w: ConsoleWorld): Request[] => w.memory.writes ?? []

/** Starts recording the page's writes for this scenario (before the form is opened). */
export function recordWrites(w: ConsoleWorld, page: Page) {
  const requests: Request[] = []
  w.memory.writes = requests
  page.on('request', (r) => {
    if (['POST', 'PUT', 'PATCH'].includes(r.method()) && new URL(r.url()).pathname.startsWith('/api/')) requests.push(r)
  })
}
