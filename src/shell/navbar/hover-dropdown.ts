// The navbar's dropdowns (the account menu, the help menu) open when pointed at, 50 ms later (shell §9
// "Dropdown show timeout 50 ms", as the real console's account and help dropdowns do). A click or the
// keyboard still opens them; a click on a trigger the pointer already opened leaves it open (the click
// that follows a hover does not close what the user is reaching for).
import type { MenuProps } from '@fluentui/react-components'
import { useRef, useState } from 'react'
import { DROPDOWN_SHOW_DELAY_MS } from '@/shared/constants'

type OpenChange = NonNullable<MenuProps['onOpenChange']>
const BY_POINTER = new Set(['menuTriggerMouseMove', 'menuTriggerMouseEnter'])

export function useHoverDropdown(): Pick<MenuProps, 'open' | 'onOpenChange' | 'openOnHover' | 'hoverDelay'> {
  const [open, setOpen] = useState(false)
  const openedByPointer = useRef(false)
  const onOpenChange: OpenChange = (_, data) => {
    if (data.type === 'menuTriggerClick' && !data.open && openedByPointer.current) return
    // What opened it decides; staying open (the pointer moving into the list) changes nothing.
    if (!data.open) openedByPointer.current = false
    else if (!open) openedByPointer.current = BY_POINTER.has(data.type)
    setOpen(data.open)
  }
  return { open, onOpenChange, openOnHover: true, hoverDelay: DROPDOWN_SHOW_DELAY_MS }
}
