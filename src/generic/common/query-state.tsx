// What a page shows instead of its data while it loads or after it failed: a page never shows an
// empty list or a blank detail for a read it has not finished (issue 18). The failure itself has
// already been toasted by the client (shell §8); here it is said in place, as text, with Retry.
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { messageForError } from '@/shared/errors/catalogue'

/** The words of a failed request: the catalogue's named message, else the server's own text (shell §8). */
export function useErrorText() {
  const { t } = useTranslation('errors')
  return (error: unknown) => {
    const notice = messageForError(error)
    return notice.kind === 'toast' && notice.text ? notice.text : t(notice.message)
  }
}

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('generic')
  return <Spinner size="small" label={label ?? t('table.loading')} />
}

export interface ErrorStateProps {
  error: unknown
  /** Read again; no Retry when absent (a missing object stays missing). */
  onRetry?: () => void
  /** More actions beside Retry (Back to the list). */
  actions?: ReactNode
}

export function ErrorState({ error, onRetry, actions }: ErrorStateProps) {
  const { t } = useTranslation('generic')
  const text = useErrorText()(error)
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions>
        {onRetry && <Button onClick={onRetry}>{t('table.retry')}</Button>}
        {actions}
      </MessageBarActions>
    </MessageBar>
  )
}
