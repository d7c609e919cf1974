import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The mock inside a Node process (vitest, cucumber @api without a server). */
export const server = setupServer(...handlers)
export { resetMock, mock } from './state'
