import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components'
import { PageHeading } from '@/generic/common/page-heading'
import { useTranslation } from 'react-i18next'
import { useNavigate, useRouteError } from 'react-router'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
})

function ErrorPage({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  const styles = useStyles()
  return (
    <section className={styles.page} role="alert">
      <PageHeading>{title}</PageHeading>
      <Text>{text}</Text>
      {action}
    </section>
  )
}

function GoHome() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Button appearance="primary" onClick={() => navigate('/')}>
      {t('errorPages.goHome')}
    </Button>
  )
}

export function NotFoundPage() {
  const { t } = useTranslation()
  return <ErrorPage title={t('errorPages.notFoundTitle')} text={t('errorPages.notFoundText')} action={<GoHome />} />
}

export function ForbiddenPage() {
  const { t } = useTranslation()
  return <ErrorPage title={t('errorPages.forbiddenTitle')} text={t('errorPages.forbiddenText')} action={<GoHome />} />
}

/** A start-up failure shows a clear error with a retry, never a hang (issue 6). Server text as text. */
export function StartupErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  const detail = error instanceof Error ? error.message : String(error ?? '')
  return (
    <ErrorPage
      title={t('startup.failed')}
      text={detail}
      action={
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {t('startup.retry')}
        </Button>
      }
    />
  )
}

export function StartupLoading() {
  const { t } = useTranslation()
  return <Spinner style={{ marginTop: '20vh' }} label={t('loading')} />
}
