import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { labelTag } from '@/shared/state/tags'

/**
 * The page's own title for its tag in the page-tags bar (shell §2): "Create User", "User: alice"…
 * rather than the list's name its route shares. Nothing until the title is known (a detail loading).
 */
export function usePageTitle(title: string | undefined) {
  const { pathname } = useLocation()
  useEffect(() => {
    if (title) labelTag(pathname, title)
  }, [pathname, title])
}
