import { proxy } from 'valtio'

// Visited tab views of the page-tags bar (shell §2, §4): added, removed, removed-others, cleared;
// affix tabs survive closing. One tag per page (its path without the query): a new search, filter
// or page of a list updates its tag, which returns to the latest query.
export interface TagView {
  /** Path inside the console (without /ui), without its query. */
  path: string
  /** The latest query of that page ('' or '?…'). */
  search: string
  /** i18n key of the route's title. */
  title: string
  affix: boolean
}

export const tagsState = proxy<{ visited: TagView[]; labels: Record<string, string> }>({ visited: [], labels: {} })

export function addTag(tag: TagView) {
  const found = tagsState.visited.find((t) => t.path === tag.path)
  if (!found) tagsState.visited.push(tag)
  else if (found.search !== tag.search) found.search = tag.search
}

/** A page's own title for its tag (create, update, a detail with the object's name), in the user's language. */
export function labelTag(path: string, label: string) {
  if (tagsState.labels[path] !== label) tagsState.labels[path] = label
}

const keep = (kept: (t: TagView) => boolean) => {
  tagsState.visited = tagsState.visited.filter(kept)
  tagsState.labels = Object.fromEntries(Object.entries(tagsState.labels).filter(([path]) => tagsState.visited.some((t) => t.path === path)))
}

export const closeTag = (path: string) => keep((t) => t.path !== path || t.affix)

export const closeOtherTags = (path: string) => keep((t) => t.path === path || t.affix)

export const closeAllTags = () => keep((t) => t.affix)

export const resetTags = () => {
  tagsState.visited = []
  tagsState.labels = {}
}
