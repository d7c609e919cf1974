import { useSnapshot } from 'valtio'
import { detailAbilities, EVERY_METHOD, listAbilities, type ListAction, type ListMethods, type ResourcePerms } from '@/shared/access/abilities'
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

/** The methods the list's OPTIONS names (reference §1.6); every one while it is unread or failed. */
export function listMethods(meta?: OptionsMeta): ListMethods {
  if (!meta) return EVERY_METHOD
  return { POST: Boolean(meta.actions?.POST), PATCH: Boolean(meta.actions?.PATCH) }
}

export function useListAbilities(perms: ResourcePerms, methods: ListMethods = EVERY_METHOD, without: readonly ListAction[] = []) {
  return listAbilities(perms, usePerms(), useIsRootOrg(), methods, without)
}

export function useDetailAbilities(perms: ResourcePerms, without: readonly ListAction[] = []) {
  return detailAbilities(perms, usePerms(), useIsRootOrg(), without)
}
