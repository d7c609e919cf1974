import { Suspense, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { RouteHandle } from '@/shared/access/route-table'
import { sessionState } from '@/shared/state/session'
import { ForbiddenPage, NotFoundPage, StartupLoading } from '@/shell/error-pages'
import { PlaceholderPage } from '@/shell/placeholder-page'
import { routeVerdict } from '@/shared/access/views'
import type { Profile, PublicSettings } from '@/shared/api/types'
import type { RoutePage } from './page-registry'

/**
 * One page of the table behind its access rule (shell §2, §6). A route needing a licence or a
 * setting that is off does not exist for this user (404, as a dropped route); a missing permission
 * shows the 403 page. A page not bound by a feature yet shows the honest placeholder.
 */
export function RouteGate({ handle, page }: { handle: RouteHandle; page?: RoutePage }) {
  const { profile, publicSettings } = useSnapshot(sessionState)
  // Issue 24: a page whose code is already here is drawn as itself, not through the component that waits
  // for its code (a spinner, or words saying it did not come). Chosen once per visit of the route, so the
  // page is never drawn anew as another component.
  const [Page] = useState(() => page?.loaded() ?? page)
  if (!profile || !publicSettings) return <StartupLoading />
  const verdict = routeVerdict(handle.chain, profile as Profile, publicSettings as PublicSettings)
  if (verdict === 'notFound') return <NotFoundPage />
  if (verdict === 'forbidden') return <ForbiddenPage />
  if (!Page) return <PlaceholderPage title={handle.route.meta?.title ?? ''} />
  return (
    <Suspense fallback={<StartupLoading />}>
      <Page />
    </Suspense>
  )
}
