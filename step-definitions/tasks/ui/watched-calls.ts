import type { Request } from 'playwright'
import type { ConsoleWorld } from '../../support/world'

// The requests the browser sent under a path, recorded from the moment the path is watched.

export async function watchCalls(world: ConsoleWorld, prefix: string) {
  const calls: Request[] = []
  ;(world.memory.watchedCalls ??= []).push({ prefix, calls })
  // On the context: every page of the scenario, and no need to open one first.
  ;(await world.browserContext()).on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(prefix)) calls.push(r)
  })
}

/** The watched requests to exactly this path (any query). */
export function watchedCalls(world: ConsoleWorld, path: string): Request[] {
  const entry = (world.memory.watchedCalls ?? []).find((w) => path.startsWith(w.prefix))
  if (!entry) throw new Error(`the calls to ${path} are not watched`)
  return entry.calls.filter((r) => new URL(r.url()).pathname === path)
}

/** Every watched request under `prefix` (itself under a watched prefix), in the order sent. */
export function watchedCallsUnder(world: ConsoleWorld, prefix: string): Request[] {
  const entry = (world.memory.watchedCalls ?? []).find((w) => prefix.startsWith(w.prefix))
  if (!entry) throw new Error(`the calls to ${prefix} are not watched`)
  return entry.calls.filter((r) => new URL(r.url()).pathname.startsWith(prefix))
}
