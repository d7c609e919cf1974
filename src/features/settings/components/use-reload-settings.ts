// Saved settings change the console at once (branding, licence footer and banners, tickets): the
// start-up guard's loader runs again and reads public settings afresh (shell §3, §4).
import { useRevalidator } from 'react-router'

export function useReloadPublicSettings() {
  const revalidator = useRevalidator()
  return () => revalidator.revalidate()
}
