import { Suspense, type ComponentType } from 'react'
import { useSnapshot } from 'valtio'
import { routeAllowed } from '@/shared/access/route-meta'
import type { RouteHandle } from '@/shared/access/route-table'
import { sessionState } from '@/shared/state/session'
import { ForbiddenPage, NotFoundPage, StartupLoading } from '@/shell/error-pages'
import { PlaceholderPage } from '@/shell/placeholder-page'
import { licenceValid } from '@/shared/access/views'

/**
 * One page of the table behind its access rule (shell §2, §6). A route needing a licence or a
 * setting that is off does not exist for this user (404, as a dropped route); a missing permission
 * shows the 403 page. A page not bound by a feature yet shows the honest placeholder.
 */
export function RouteGate({ handle, page: Page }: { handle: RouteHandle; page?: ComponentType }) {
  const { profile, publicSettings } = useSnapshot(sessionState)
  if (!profile || !publicSettings) return <StartupLoading />
  const licensed = licenceValid(publicSettings as never)
  const settings = publicSettings as Record<string, unknown>
  const gated = handle.chain.some(
    (r) => (r.meta?.licenseRequired && !licensed) || (r.meta?.setting && !settings[r.meta.setting]),
  )
  if (gated) return <NotFoundPage />
  const ctx = { perms: profile.perms, licenseValid: licensed, settings }
  if (!handle.chain.every((r) => routeAllowed(r, ctx))) return <ForbiddenPage />
  if (!Page) return <PlaceholderPage title={handle.route.meta?.title ?? ''} />
  return (
    <Suspense fallback={<StartupLoading />}>
      <Page />
    </Suspense>
  )
}
