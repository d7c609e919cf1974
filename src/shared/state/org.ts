import { proxy } from 'valtio'

export interface Org {
  id: string
  name: string
  is_default?: boolean
  is_root?: boolean
}

/** The current organisation (shell §4): client state, stored per username by the shell. */
export const orgState = proxy<{ current: Org | null }>({ current: null })
