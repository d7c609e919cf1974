import { proxy } from 'valtio'

// Visited tab views of the page-tags bar (shell §2, §4): added, removed, removed-others, cleared;
// affix tabs survive closing.
export interface TagView {
  /** Path inside the console (without /ui), with its query. */
  path: string
  /** i18n key of the route's title. */
  title: string
  affix: boolean
}

export const tagsState = proxy<{ visited: TagView[] }>({ visited: [] })

export function addTag(tag: TagView) {
  const found = tagsState.visited.find((t) => t.path === tag.path)
  if (!found) tagsState.visited.push(tag)
}

export const closeTag = (path: string) => {
  tagsState.visited = tagsState.visited.filter((t) => t.path !== path || t.affix)
}

export const closeOtherTags = (path: string) => {
  tagsState.visited = tagsState.visited.filter((t) => t.path === path || t.affix)
}

export const closeAllTags = () => {
  tagsState.visited = tagsState.visited.filter((t) => t.affix)
}

export const resetTags = () => {
  tagsState.visited = []
}
