import { useSnapshot } from 'valtio'
import { matchPermissions } from '@/shared/access/permissions'
import { sessionState } from '@/shared/state/session'

/** Whether the current user holds every entry (shell §6; '|' means any one); no profile, no access. */
export function useCan(): (required: readonly string[]) => boolean {
  const { profile } = useSnapshot(sessionState)
  const held = profile?.perms ?? []
  return (required) => profile !== null && matchPermissions(required, held)
}
