import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { socketHandlers } from './sockets'

/** The mock as a service worker, for the static demo build (src/app/demo-worker.ts starts it). */
export const worker = setupWorker(...handlers, ...socketHandlers)
export { mock } from './state'
