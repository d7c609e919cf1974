// Every dialog of the console is 60% of the window wide, 80% on mobile (shell §9).
import { DialogSurface, type DialogSurfaceProps } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { createTabster, getTabster, type Types } from 'tabster'
import { useSnapshot } from 'valtio'
import { dialogWidthFor } from '@/shared/lib/layout'
import { viewState } from '@/shared/state/view'

/**
 * Fluent's focus manager (tabster) lives while some mounted Fluent component holds it. A modal dialog or
 * drawer marks the rest of the page aria-hidden through it, and tabster takes that back when it sees the
 * modal leave the DOM (a mutation observer, so after the commit). A route change that unmounts every
 * holder at once with a modal still open (Delete on a detail page goes to the list) disposed tabster in
 * that same commit, before it saw the modal leave: its list of hidden elements was dropped and the
 * console's root stayed aria-hidden, the page hidden from screen readers. The shell's menus held it
 * while they were drawn at start; since they load on first use (issue 24) the first modal takes one
 * reference to the instance Fluent made, kept for the page's life.
 */
let kept: Types.Tabster | null = null
function keepTabster() {
  if (!kept && typeof window !== 'undefined' && getTabster(window)) kept = createTabster(window)
}

/**
 * Focus goes back to what opened the dialog. Fluent does it for a DialogTrigger only; the pages mount
 * their dialogs on demand, so closing one (Escape, Cancel, Save) would leave the focus on the body.
 * Used by anything mounted while a dialog or drawer is open (issue 26).
 */
export function useReturnFocus() {
  // Read while rendering: by the time effects run, the dialog has taken the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  // After the layout effects: the dialog's or drawer's own tabster reference is taken by then.
  useEffect(keepTabster, [])
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
