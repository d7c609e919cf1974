// The pages' Back button: the console's previous address when the console itself led here, else `fallback`.
// The browser's history may hold pages of other sites (or the one this tab showed before): its length says
// nothing about where Back would land, so the router's own index is read (react-router keeps `idx` in the
// history entry's state: 0 on the first address the console showed in this tab).
import { useNavigate, type To } from 'react-router'

/** Whether the entry before this one is an address the console showed. */
export const consoleEntryBehind = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0

export function useBack(): (fallback: To) => void {
  const navigate = useNavigate()
  return (fallback) => (consoleEntryBehind() ? navigate(-1) : navigate(fallback))
}
