import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { safeNext } from '@contracts/safe-next'
import { BASE } from '@/shared/api/session'
import { StartupLoading } from './error-pages'

/** /redirect plus the full path (shell §2): the tag Refresh action remounts the page this way. */
export function RedirectPage() {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    // Checked as the address the browser would go to, then taken back inside the router's basename, with
    // one leading slash: the router reads '//host' as another origin's URL.
    const target = safeNext(`${BASE}${pathname.replace(/^\/redirect/, '')}${search}`)
    navigate(target.startsWith(`${BASE}/`) ? target.slice(BASE.length).replace(/^\/+/, '/') : '/', { replace: true })
  }, [navigate, pathname, search])
  return <StartupLoading />
}
