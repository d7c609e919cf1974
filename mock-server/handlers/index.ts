import { authHandlers } from '../session/sessions'
import { controlHandlers, failInjection } from './mock-control'
import { requestLineGuard, urlGuard } from './url-guard'
import { claimedRoutes, resourceRouter } from '../drf/resource'
import { aclResources } from './acls'
import { applicationResources } from './applications'
import { assetHandlers, assetResources } from './assets'
import { auditResources } from './audits'
import { authenticationHandlers, authenticationResources } from './authentication'
import { commonHandlers } from './common'
import { confirmHandlers } from './confirm'
import { connectionTokenActionHandlers } from './connection-token-actions'
import { coreHandlers } from './core'
import { extraActionHandlers, extraActionResources } from './extra-actions'
import { dashboardHandlers } from './dashboard'
import { notificationHandlers, notificationResources } from './notifications'
import { opsHandlers, opsResources } from './ops'
import { orgResources } from './orgs'
import { permHandlers, permResources } from './perms'
import { rbacResources } from './rbac'
import { settingsHandlers, settingsResources } from './settings'
import { terminalHandlers, terminalResources } from './terminal'
import { ticketApplyHandlers, ticketHandlers, ticketResources } from './tickets'
import { userHandlers, userResources } from './users'
import { xpackHandlers, xpackResources } from './xpack'

/** Every generic resource, one list per area module (domain §2). */
export const resources = [
  ...userResources, ...rbacResources, ...aclResources, ...assetResources, ...applicationResources, ...permResources,
  ...opsResources, ...terminalResources, ...auditResources, ...ticketResources, ...orgResources, ...authenticationResources,
  ...notificationResources, ...xpackResources, ...settingsResources, ...extraActionResources,
]

const handWritten = [
  ...controlHandlers, ...authHandlers, ...coreHandlers, ...commonHandlers, ...confirmHandlers, ...dashboardHandlers,
  ...userHandlers, ...assetHandlers, ...permHandlers, ...opsHandlers, ...terminalHandlers, ...ticketHandlers, ...ticketApplyHandlers, ...authenticationHandlers, ...connectionTokenActionHandlers,
  ...notificationHandlers, ...settingsHandlers, ...xpackHandlers, ...extraActionHandlers,
]

/**
 * One set of handlers for all three entry points (browser worker, setupServer, HTTP server).
 * Hand-written routes (extra actions, shared calls) win over the generic router, whose detail
 * pattern would otherwise take /users/users/suggestions/ for a user id: the router comes first
 * for speed but declines every (method, path) a hand-written handler answers.
 */
export const handlers = [requestLineGuard, urlGuard, failInjection, resourceRouter(resources, claimedRoutes(handWritten)), ...handWritten]
