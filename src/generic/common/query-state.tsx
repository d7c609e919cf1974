// What a page shows instead of its data while it loads or after it failed: a page never shows an
// empty list or a blank detail for a read it has not finished (issue 18). The failure itself has
// already been toasted by the client (shell §8); here it is said in place, as text, with Retry.
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useBack } from './use-back'
import { messageForError, pageReadMessage } from '@/shared/errors/catalogue'

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

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3 },
})

export interface ErrorStateProps {
  error: unknown
  /** What could not be read, said before the server's words ("The dashboard could not be loaded."). */
  lead?: string
  /** Read again; no Retry when absent (a missing object stays missing). */
  onRetry?: () => void
  /** More actions beside Retry (Back to the list). */
  actions?: ReactNode
  /**
   * The page's own main read (an object, a list's first page, a settings category): a 400, 403, 404
   * or 409 is said in domain §8's words in place of the content, with a way back (the client's toast
   * still says shell §8's). Without `actions`, Back goes to the previous page, else home.
   */
  pageRead?: boolean
}

function BackButton() {
  const { t } = useTranslation('generic')
  const back = useBack()
  return <Button onClick={() => back('/')}>{t('detail.back')}</Button>
}

export function ErrorState({ error, lead, onRetry, actions, pageRead }: ErrorStateProps) {
  const { t } = useTranslation(['generic', 'errors'])
  const errorText = useErrorText()
  const named = pageRead ? pageReadMessage(error) : undefined
  const text = named ? t(`errors:${named}`) : errorText(error)
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>{lead ? `${lead} ${text}` : text}</MessageBarBody>
      <MessageBarActions>
        {onRetry && <Button onClick={onRetry}>{t('table.retry')}</Button>}
        {actions ?? (pageRead && <BackButton />)}
      </MessageBarActions>
    </MessageBar>
  )
}

/** A read that answered with nothing: said in words, never an empty box. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation('generic')
  return <Text className={useStyles().empty}>{text ?? t('table.noData')}</Text>
}
