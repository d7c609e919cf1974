import { proxy } from 'valtio'
import type { Profile, PublicSettings } from '@/shared/api/types'

/** What the start-up guard learned (shell §4). Server data itself lives in the query cache. */
export const sessionState = proxy<{
  initialised: boolean
  publicSettings: PublicSettings | null
  profile: Profile | null
}>({ initialised: false, publicSettings: null, profile: null })

/** Resets the app state (shell §4: on org switch, on home with a stored view, on view switch). */
export function resetSessionState() {
  sessionState.initialised = false
}
