import { setupWorker } from 'msw/browser'
import { handlers } from '../handlers'
import { socketHandlers } from '../live/ws-links'

/** The mock as a service worker, for the static demo build (src/app/demo-worker.ts starts it). */
export const worker = setupWorker(...handlers, ...socketHandlers)
export { mock } from '../store/live-state'
