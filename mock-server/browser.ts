import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

/** The mock as a service worker, for the static demo build (src/app/demo-worker.ts starts it). */
export const worker = setupWorker(...handlers)
export { mock } from './state'
