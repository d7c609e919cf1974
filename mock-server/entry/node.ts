import { setupServer } from 'msw/node'
import { handlers } from '../handlers'
import { socketHandlers } from '../live/ws-links'

/** The mock inside a Node process (vitest, cucumber @api without a server). */
export const server = setupServer(...handlers, ...socketHandlers)
export { resetMock, mock } from '../store/live-state'
