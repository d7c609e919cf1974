// Code fetched on first use (issue 24), shown as soon as it arrives. Not React.lazy: React commits a
// suspended boundary on a timer, and what a user is told (a toast, the re-login dialog) must not wait on
// timers (a paused page clock in the scenarios of shell §8 and §9). One cache serves every such part, and
// the route pages' code (app/page-registry.tsx): each `load` runs once, and whoever waits for it is told
// when it has given its code or failed.
import { createElement, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'

type Load<T> = () => Promise<T>

/** Where one `load` stands: not asked for yet (undefined), on its way, given, or failed. */
export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: unknown }

type Entry<T> = { state?: LoadState<T>; promise?: Promise<T>; waiters: Set<() => void>; subscribe: (waiter: () => void) => () => void }

const entries = new WeakMap<Load<unknown>, Entry<unknown>>()

function entryOf<T>(load: Load<T>): Entry<T> {
  let entry = entries.get(load) as Entry<T> | undefined
  if (!entry) {
    const waiters = new Set<() => void>()
    const subscribe = (waiter: () => void) => (waiters.add(waiter), () => void waiters.delete(waiter))
    entries.set(load, (entry = { waiters, subscribe }))
  }
  return entry
}

function settle<T>(entry: Entry<T>, state: LoadState<T>) {
  entry.state = state
  entry.waiters.forEach((waiter) => waiter())
}

/**
 * Runs `load` unless it has run or is running, and gives its one promise. A failed load is remembered
 * until it is asked for again: code a flaky network did not bring may come on the next opening.
 */
export function startLoad<T>(load: Load<T>): Promise<T> {
  const entry = entryOf(load)
  if (entry.promise && entry.state?.status !== 'failed') return entry.promise
  settle(entry, { status: 'loading' })
  entry.promise = load()
  entry.promise.then(
    (value) => settle(entry, { status: 'loaded', value }),
    (error: unknown) => settle(entry, { status: 'failed', error }),
  )
  return entry.promise
}

/** Where `load` stands now. */
export const loadState = <T>(load: Load<T>): LoadState<T> | undefined => entryOf(load).state

/** What `load` gave, if it has. */
export function loadedValue<T>(load: Load<T>): T | undefined {
  const state = loadState(load)
  return state?.status === 'loaded' ? state.value : undefined
}

/**
 * What `load` gives, once `wanted` has been true (it stays so for this caller) and it has arrived; null
 * until then, and while it has failed. `load` is one constant function per part: the cache's key.
 */
export function useLoaded<T>(load: Load<T>, wanted: boolean): T | null {
  const entry = entryOf(load)
  const state = useSyncExternalStore(entry.subscribe, () => entry.state)
  const [wantedOnce, setWantedOnce] = useState(wanted)
  if (wanted && !wantedOnce) setWantedOnce(true)
  useEffect(() => {
    if (wantedOnce) void startLoad(load).catch(() => undefined)
  }, [wantedOnce, load])
  return wantedOnce && state?.status === 'loaded' ? state.value : null
}

/**
 * The module's component, mounted once it has been wanted (the toaster, the re-login dialog, the message
 * drawer) and kept mounted afterwards; null until its code has arrived.
 */
export function useLoadedComponent(load: Load<{ default: ComponentType }>, wanted: boolean): ReactNode {
  const module = useLoaded(load, wanted)
  return module ? createElement(module.default) : null
}

/**
 * A part of a page drawn only on demand (a list's import, export, bulk-update and column dialogs): its
 * code is fetched when it is first drawn, and it shows as soon as the code is here; nothing before.
 * Once fetched, it draws at once. A list page loads without the form engine and the widgets only its
 * dialogs use (the user list: 14 modules, ~50 KB gzip fewer).
 */
export function loadedOnUse<P extends object>(load: Load<ComponentType<P>>): ComponentType<P> {
  return function OnUse(props: P) {
    const component = useLoaded(load, true)
    return component ? createElement(component, props) : null
  }
}
