import { authHandlers } from '../auth'
import { controlHandlers, failInjection } from '../control'
import { resourceRouter } from '../resource'
import { coreHandlers } from './core'
import { userHandlers, userResources } from './users'

/** Every generic resource, one list per area module (domain §2). */
export const resources = [...userResources]

/**
 * One set of handlers for all three entry points (browser worker, setupServer, HTTP server).
 * Order matters: hand-written routes (extra actions, shared calls) before the generic router,
 * whose detail pattern would otherwise take /users/users/suggestions/ for a user id.
 */
export const handlers = [failInjection, ...controlHandlers, ...authHandlers, ...coreHandlers, ...userHandlers, resourceRouter(resources)]
