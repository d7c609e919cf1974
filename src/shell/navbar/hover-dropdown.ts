// The navbar's dropdowns (the account menu, the help menu) open when pointed at, 50 ms later (shell §9
// "Dropdown show timeout 50 ms", as the real console's account and help dropdowns do). A click or the
// keyboard still opens them; a click on a trigger the pointer already opened leaves it open (the click
// that follows a hover does not close what the user is reaching for). A dropdown whose code arrived
// under a resting pointer (first-use.tsx: the first hover fetches it) saw no pointer enter: its delay
// runs from the arrival, and a pointer leaving the trigger meanwhile cancels it.
import type { MenuProps } from '@fluentui/react-components'
import { useEffect, useRef, useState } from 'react'
import { DROPDOWN_SHOW_DELAY_MS } from '@/shared/constants'
import type { Arrival } from '../first-use'

type OpenChange = NonNullable<MenuProps['onOpenChange']>
const BY_POINTER = new Set(['menuTriggerMouseMove', 'menuTriggerMouseEnter'])

export function useHoverDropdown(arrival: Pick<Arrival, 'open' | 'pointed'>) {
  const [open, setOpen] = useState(arrival.open)
  const openedByPointer = useRef(false)
  const [pending, setPending] = useState(arrival.pointed && !arrival.open)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => {
      openedByPointer.current = true
      setOpen(true)
      setPending(false)
    }, DROPDOWN_SHOW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pending])
  const onOpenChange: OpenChange = (_, data) => {
    if (data.type === 'menuTriggerClick' && !data.open && openedByPointer.current) return
    // What opened it decides; staying open (the pointer moving into the list) changes nothing.
    if (!data.open) openedByPointer.current = false
    else if (!open) openedByPointer.current = BY_POINTER.has(data.type)
    setOpen(data.open)
  }
  const menu: Pick<MenuProps, 'open' | 'onOpenChange' | 'openOnHover' | 'hoverDelay'> = { open, onOpenChange, openOnHover: true, hoverDelay: DROPDOWN_SHOW_DELAY_MS }
  /** For the trigger: the pointer leaving it cancels a delay counted from the arrival. */
  const trigger = { onPointerLeave: () => setPending(false) }
  return { menu, trigger }
}
