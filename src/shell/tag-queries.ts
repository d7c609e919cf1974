// Issue 24, memory: the data a page fetched stays cached while its tag is open (going back to the tag
// shows it at once) and goes when the tag closes, instead of waiting out the query cache's five minutes.
// A query belongs to the pages that observed it; it is removed once the tags of all of them are closed
// and nothing observes it (the tag closed may be the page on screen, which unmounts just after).
import { useQueryClient, type Query, type QueryCache } from '@tanstack/react-query'
import { useEffect } from 'react'
import { subscribe } from 'valtio'
import { BASE } from '@/shared/api/session'
import { tagsState } from '@/shared/state/tags'

const openPaths = () => new Set(tagsState.visited.map((t) => t.path))
/** The page on screen, as its tag names it: the path inside the console. */
const pageHere = () => window.location.pathname.slice(BASE.length) || '/'

/** Starts following `cache`; returns the stop. `here` names the page whose components observe a query now. */
export function releaseQueriesOfClosedTags(cache: QueryCache, here: () => string = pageHere): () => void {
  const owners = new Map<Query, Set<string>>()
  /** Owned by closed tags only, still observed when they closed: removed when the last observer leaves. */
  const leaving = new Set<Query>()
  // As the cache's own garbage collection does (Query.optionalRemove): never under an observer or a fetch.
  const remove = (query: Query) => {
    if (query.getObserversCount() === 0 && query.state.fetchStatus === 'idle') cache.remove(query)
    else leaving.add(query)
  }
  const stopCache = cache.subscribe((event) => {
    const { query } = event
    if (event.type === 'observerAdded') {
      owners.set(query, (owners.get(query) ?? new Set()).add(here()))
      leaving.delete(query)
    } else if (event.type === 'removed') {
      owners.delete(query)
      leaving.delete(query)
    } else if ((event.type === 'observerRemoved' || event.type === 'updated') && leaving.has(query)) {
      // After the tick: the next page may observe the same query in the same commit.
      setTimeout(() => {
        if (!leaving.delete(query)) return
        remove(query)
      })
    }
  })
  let open = openPaths()
  const stopTags = subscribe(tagsState, () => {
    const now = openPaths()
    const closed = [...open].filter((path) => !now.has(path))
    open = now
    if (!closed.length) return
    for (const [query, pages] of owners) {
      if (!closed.some((path) => pages.delete(path))) continue
      if (pages.size === 0) remove(query)
    }
  })
  return () => {
    stopCache()
    stopTags()
  }
}

/** Follows the console's query cache while the shell is on screen. */
export function useReleaseQueriesOfClosedTags() {
  const client = useQueryClient()
  useEffect(() => releaseQueriesOfClosedTags(client.getQueryCache()), [client])
}
