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
