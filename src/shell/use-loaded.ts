// Issue 24: a shell part whose code is fetched when it first has something to show (a badge's count,
// a banner), not with the first paint. Resolved by a promise, no timer (as useLoadedComponent).
import { useEffect, useState } from 'react'

/** What `load` gives, once `wanted` has been true and it has arrived; null until then. */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let live = true
    void load().then((value) => live && setLoaded({ value }))
    return () => {
      live = false
    }
  }, [wanted, loaded, load])
  return loaded?.value ?? null
}
