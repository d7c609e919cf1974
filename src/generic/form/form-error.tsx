import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { NON_FIELD } from './server-errors'
import type { MetadataForm } from './use-metadata-form'

/** The server's words for the whole form (a 400 tied to no field), announced as an alert; else nothing. */
export function FormError({ form }: { form: Pick<MetadataForm, 'errors'> }) {
  const text = form.errors[NON_FIELD]
  return text ? (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  ) : null
}
