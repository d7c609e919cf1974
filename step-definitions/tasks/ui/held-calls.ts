import { expect, markHeld } from '../../../e2e/page-state'
import type { Route } from 'playwright'
import type { ConsoleWorld } from '../../support/world'

// Calls the browser makes that are kept from the server until a step lets them through, so a page
// can be seen while it waits for its answer (no timing involved).
export async function holdCalls(world: ConsoleWorld, method: string, prefix: string) {
  const state = { routes: [] as Route[], released: false }
  world.memory.heldCalls = state
  await (await world.browserContext()).route(
    (url) => url.pathname.startsWith(prefix),
    (route) => {
      if (state.released || route.request().method() !== method.toUpperCase()) return route.fallback()
      markHeld(route.request())
      state.routes.push(route)
    },
  )
}

/** Lets every held call through (at least one must have been made), and the later ones too. */
export async function answerHeldCalls(world: ConsoleWorld) {
  const state = world.memory.heldCalls
  if (!state) throw new Error('no calls are held')
  await expect.poll(() => state.routes.length, { message: 'no call was held' }).toBeGreaterThan(0)
  state.released = true
  for (const route of state.routes.splice(0)) await route.continue()
}
