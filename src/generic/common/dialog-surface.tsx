// Every dialog of the console is 60% of the window wide, 80% on mobile (shell §9).
import { DialogSurface, type DialogSurfaceProps } from '@fluentui/react-components'
import { useSnapshot } from 'valtio'
import { dialogWidthFor } from '@/shared/lib/layout'
import { viewState } from '@/shared/state/view'

export function ConsoleDialogSurface({ style, ...props }: DialogSurfaceProps) {
  const { device } = useSnapshot(viewState)
  // Fluent caps a surface at 600 px; the spec's share of the window replaces that cap.
  return <DialogSurface {...props} style={{ width: dialogWidthFor(device), maxWidth: 'none', ...style }} />
}
