// A field the form shows but never edits (issue 23: an asset's hardware is read from the asset by
// the hardware refresh, not typed): its stored value as text, a dash when there is none.
import { Text } from '@fluentui/react-components'
import type { FormFieldProps } from '@/generic/resource-config'
import { hardwareText } from './hardware-text'

export function ReadOnlyValue({ name, value }: FormFieldProps) {
  const text = hardwareText(name, value) || '—'
  return (
    // Plain text (aria-readonly belongs to inputs only: axe's aria-allowed-attr, issue 26).
    <Text data-read-only={name}>
      {text}
    </Text>
  )
}
