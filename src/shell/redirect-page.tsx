import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { safeNextPath } from '@/shared/lib/safe-path'
import { StartupLoading } from './error-pages'

/** /redirect plus the full path (shell §2): the tag Refresh action remounts the page this way. */
export function RedirectPage() {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    navigate(safeNextPath(pathname.replace(/^\/redirect/, '') + search, '/'), { replace: true })
  }, [navigate, pathname, search])
  return <StartupLoading />
}
