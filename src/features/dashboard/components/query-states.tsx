import { MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/generic/common/query-state'

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3 },
})

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('dashboard')
  return <Spinner size="small" label={label ?? t('states.loading')} />
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation('dashboard')
  const styles = useStyles()
  return <Text className={styles.empty}>{text ?? t('states.empty')}</Text>
}

/** The error as text (the client has already toasted it, shell §8); server text is never HTML. */
export function LoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('dashboard')
  const detail = useErrorText()(error)
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {t('states.error')} {detail}
      </MessageBarBody>
    </MessageBar>
  )
}
