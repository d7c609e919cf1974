import { useSnapshot } from 'valtio'
import { detailAbilities, listAbilities, type ResourcePerms } from '@/shared/access/abilities'
import { ROOT_ORG_ID } from '@/shared/constants'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'

/** Permissions of the current org (shell §6); no profile means no permission (deny by default). */
export function usePerms(): ReadonlySet<string> {
  const { profile } = useSnapshot(sessionState)
  return new Set(profile?.perms ?? [])
}

export function useIsRootOrg(): boolean {
  const { current } = useSnapshot(orgState)
  return current?.id === ROOT_ORG_ID
}

export function useListAbilities(perms: ResourcePerms) {
  return listAbilities(perms, usePerms(), useIsRootOrg())
}

export function useDetailAbilities(perms: ResourcePerms) {
  return detailAbilities(perms, usePerms(), useIsRootOrg())
}
