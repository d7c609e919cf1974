// A link to a named route's object for whoever may open that route; its words alone for anyone else.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { pathOf, permissionsOf } from '@/shared/access/route-table'
import { useCan } from '@/shared/access/use-can'

export function PermittedLink({ route, id, children }: { route: string; id: string; children: ReactNode }) {
  const can = useCan()
  return id && can(permissionsOf(route)) ? <Link to={pathOf(route, { id })}>{children}</Link> : <>{children}</>
}
