import { useSnapshot } from 'valtio'
import { matchPermissions } from '@/shared/access/permissions'
import { sessionState } from '@/shared/state/session'

/** The check for this profile: it holds every entry (shell §6; '|' means any one); no profile, no access. */
export function canFor(profile: { readonly perms?: readonly string[] } | null): (required: readonly string[]) => boolean {
  const held = profile?.perms ?? []
  return (required) => profile !== null && matchPermissions(required, held)
}

/** Whether the current user holds every entry, in the current org (shell §6). */
export function useCan(): (required: readonly string[]) => boolean {
  return canFor(useSnapshot(sessionState).profile)
}
