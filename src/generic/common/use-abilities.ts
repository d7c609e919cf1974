import { useSnapshot } from 'valtio'
import { detailAbilities, EVERY_CALL, listAbilities, NO_CALL, type ResourceCalls, type ResourcePerms } from '@/shared/access/abilities'
import type { OptionsMeta } from '@/shared/api/resource'
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

/**
 * What the resource accepts: nothing when its config says read-only; create and bulk update as its
 * OPTIONS metadata names POST and PATCH (reference §1.6: a method appears only when the route allows
 * it). Update and delete of one object are not in the list's metadata: only read-only takes them away.
 */
export function resourceCalls(readOnly: boolean | undefined, meta?: OptionsMeta): ResourceCalls {
  if (readOnly) return NO_CALL
  if (!meta) return EVERY_CALL
  return { ...EVERY_CALL, create: Boolean(meta.actions?.POST), bulkUpdate: Boolean(meta.actions?.PATCH) }
}

export function useListAbilities(perms: ResourcePerms, calls: ResourceCalls = EVERY_CALL) {
  return listAbilities(perms, usePerms(), useIsRootOrg(), calls)
}

export function useDetailAbilities(perms: ResourcePerms, calls: ResourceCalls = EVERY_CALL) {
  return detailAbilities(perms, usePerms(), useIsRootOrg(), calls)
}
