// A button that, when it cannot be used, says why (issue 23: never greyed out without a reason): it
// stays focusable for the keyboard, and the reason is its accessible description and its tooltip.
import { Button, Tooltip, type ButtonProps } from '@fluentui/react-components'

export function ReasonedButton({ reason, ...props }: ButtonProps & { reason?: string | null }) {
  if (!reason) return <Button {...props} />
  return (
    <Tooltip content={reason} relationship="description" withArrow>
      <Button {...props} disabledFocusable onClick={undefined} />
    </Tooltip>
  )
}
