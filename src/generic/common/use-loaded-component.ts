// Code fetched on first use (issue 24), shown as soon as it arrives. Not React.lazy: React commits a
// suspended boundary on a timer, and what a user is told (a toast, the re-login dialog) must not wait on
// timers (a paused page clock in the scenarios of shell §8 and §9). One cache serves every such part, and
// the route pages' code (app/page-registry.tsx): each `load` runs once, and whoever waits for it is told
// when it has given its code or failed.
import { createElement, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from './toast-host'

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
 * Where `load` stands for a caller that has wanted it (undefined before): `load` runs once `wanted` has
 * been true (it stays so for this caller), and runs again when it is wanted anew after it failed (the
 * drawer opened again). `load` is one constant function per part: the cache's key.
 */
export function useLoadState<T>(load: Load<T>, wanted: boolean): LoadState<T> | undefined {
  const entry = entryOf(load)
  const state = useSyncExternalStore(entry.subscribe, () => entry.state)
  const [wantedOnce, setWantedOnce] = useState(wanted)
  if (wanted && !wantedOnce) setWantedOnce(true)
  // A failure from before this caller asked is not its own: it is being fetched again (the effect below).
  const [failedBefore] = useState(() => (entry.state?.status === 'failed' ? entry.state : undefined))
  useEffect(() => {
    if (wantedOnce && wanted) void startLoad(load).catch(() => undefined)
  }, [wantedOnce, wanted, load])
  if (!wantedOnce) return undefined
  return state === failedBefore ? { status: 'loading' } : state
}

/** What `load` gives, once wanted (useLoadState) and arrived; null until then, and while it has failed. */
export function useLoaded<T>(load: Load<T>, wanted: boolean): T | null {
  const state = useLoadState(load, wanted)
  return state?.status === 'loaded' ? state.value : null
}

/**
 * Tells the user, once per failed fetch, that the part they asked for could not be loaded: a toast,
 * as the dialog or drawer they opened is not there to say it. Opening it again fetches it again.
 */
function useFailureTold(state: LoadState<unknown> | undefined, tell: boolean) {
  const { t } = useTranslation('errors')
  useEffect(() => {
    if (tell && state?.status === 'failed') notify({ intent: 'error', text: t('codeNotLoaded') })
  }, [state, tell, t])
}

/**
 * The module's component, mounted once it has been wanted (the toaster, the re-login dialog, the message
 * drawer) and kept mounted afterwards; null until its code has arrived. A failed fetch is told (a toast)
 * unless `tellFailure` is false: the toaster cannot tell its own.
 */
export function useLoadedComponent(load: Load<{ default: ComponentType }>, wanted: boolean, tellFailure = true): ReactNode {
  const state = useLoadState(load, wanted)
  useFailureTold(state, tellFailure)
  return state?.status === 'loaded' ? createElement(state.value.default) : null
}

/**
 * A dialog drawn only on demand (a list's import, export, bulk-update and column dialogs): its code is
 * fetched when it is first drawn, and it shows as soon as the code is here; nothing before. Once fetched,
 * it draws at once. A list page loads without the form engine and the widgets only its dialogs use (the
 * user list: 14 modules, ~50 KB gzip fewer). A failed fetch is told and closes the dialog the user cannot
 * see, so opening it again fetches it again.
 */
export function loadedOnUse<P extends { onClose: () => void }>(load: Load<ComponentType<P>>): ComponentType<P> {
  return function OnUse(props: P) {
    const state = useLoadState(load, true)
    useFailureTold(state, true)
    const close = useRef(props.onClose)
    useEffect(() => {
      close.current = props.onClose
    })
    useEffect(() => {
      if (state?.status === 'failed') close.current()
    }, [state])
    return state?.status === 'loaded' ? createElement(state.value, props) : null
  }
}
