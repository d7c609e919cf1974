// A component whose code is fetched on first use (issue 24), rendered as soon as its module arrives.
// Not React.lazy: React commits a suspended boundary on a timer, and what a user is told (a toast, the
// re-login dialog) must not wait on timers (a paused page clock in the scenarios of shell §8 and §9).
import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react'

/** The component's element once its code has arrived (fetched when first wanted), else null. */
export function useLoadedComponent(load: () => Promise<{ default: ComponentType }>, wanted: boolean): ReactNode {
  const [loaded, setLoaded] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let live = true
    void load().then((module) => live && setLoaded(() => module.default))
    return () => {
      live = false
    }
  }, [wanted, loaded, load])
  return loaded ? createElement(loaded) : null
}

/**
 * A part of a page drawn only on demand (a list's import, export, bulk-update and column dialogs): its
 * code is fetched when it is first drawn, and it shows as soon as the code is here; nothing before.
 * Once fetched, it draws at once. A list page loads without the form engine and the widgets only its
 * dialogs use (the user list: 14 modules, ~50 KB gzip fewer).
 */
export function loadedOnUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  return function OnUse(props: P) {
    const [, setArrived] = useState(false)
    useEffect(() => {
      if (loaded) return
      let live = true
      void (loading ??= load()).then((component) => {
        loaded = component
        if (live) setArrived(true)
      })
      return () => {
        live = false
      }
    }, [])
    return loaded ? createElement(loaded, props) : null
  }
}
