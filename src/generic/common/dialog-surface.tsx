// Every dialog of the console is 60% of the window wide, 80% on mobile (shell §9).
import { DialogSurface, type DialogSurfaceProps } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { dialogWidthFor } from '@/shared/lib/layout'
import { viewState } from '@/shared/state/view'

/**
 * Focus goes back to what opened the dialog. Fluent does it for a DialogTrigger only; the pages mount
 * their dialogs on demand, so closing one (Escape, Cancel, Save) would leave the focus on the body.
 * Used by anything mounted while a dialog or drawer is open (issue 26).
 */
export function useReturnFocus() {
  // Read while rendering: by the time effects run, the dialog has taken the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  useEffect(
    () => () => {
      const lost = !document.activeElement || document.activeElement === document.body
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus()
    },
    [opener],
  )
}

export function ConsoleDialogSurface({ style, ...props }: DialogSurfaceProps) {
  const { device } = useSnapshot(viewState)
  useReturnFocus()
  // Fluent caps a surface at 600 px; the spec's share of the window replaces that cap.
  return <DialogSurface {...props} style={{ width: dialogWidthFor(device), maxWidth: 'none', ...style }} />
}
