import { proxy, subscribe } from 'valtio'

// Display preferences of this browser (issue 26): not secret, so kept in localStorage.
export type ThemeChoice = 'system' | 'light' | 'dark'

export const PREFS_KEY = 'jms.prefs'

const read = (): { theme: ThemeChoice } => {
  try {
    const saved = JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}') as { theme?: unknown }
    return { theme: saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : 'system' }
  } catch {
    return { theme: 'system' }
  }
}

/** The theme: the system's colour scheme (prefers-color-scheme) unless the user picked light or dark. */
export const prefsState = proxy(typeof localStorage === 'undefined' ? { theme: 'system' as ThemeChoice } : read())

if (typeof localStorage !== 'undefined') subscribe(prefsState, () => localStorage.setItem(PREFS_KEY, JSON.stringify({ theme: prefsState.theme })))
