import { authHandlers } from '../auth'
import { controlHandlers, failInjection } from '../control'
import { coreHandlers } from './core'

/** One set of handlers for all three entry points (browser worker, setupServer, HTTP server). */
export const handlers = [failInjection, ...controlHandlers, ...authHandlers, ...coreHandlers]
