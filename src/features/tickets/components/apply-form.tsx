// The request forms (domain §2 tickets/request-asset-perm/create, request-application-perm/create): the
// applicant names what they need in the current org on the grant pieces the approver also uses; POST
// {type}/open/ (reference §2.7) files the ticket to the flow's first-level assignees, and the new
// ticket's detail opens. What is missing is said above the form, never a silent disabled Submit.
import { Button, Field, Input, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { PageHeading } from '@/generic/common/page-heading'
import { api } from '@/shared/api/client'
import { serverErrorText } from '@/shared/errors/catalogue'
import { orgState } from '@/shared/state/org'
import { ticketApi, ticketDetailPath } from '../paths'
import { errorBody } from '@/shared/api/error-body'
import { GrantFields, grantProblem, grantWire, newGrant, type GrantKind } from './grant-fields'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
})

export function ApplyForm({ kind }: { kind: GrantKind }) {
  const styles = useStyles()
  const { t } = useTranslation('tickets')
  const navigate = useNavigate()
  const { current } = useSnapshot(orgState)
  const [title, setTitle] = useState('')
  const [comment, setComment] = useState('')
  const [grant, setGrant] = useState(newGrant)
  const [problem, setProblem] = useState<string | null>(null)
  const heading = t(kind === 'apply_asset' ? 'apply.assetTitle' : 'apply.applicationTitle')
  const submit = useMutation({
    mutationFn: () =>
      api.post<{ id: string }>(
        `${ticketApi(kind)}open/`,
        { title, type: kind, org_id: current?.id, comment, ...grantWire(grant, kind) },
        // The dates are read in the server's own zone (serverTimeZone: 2.26.1 shifted them by the browser's offset).
        { silent: true, serverTimeZone: true },
      ),
    onSuccess: (ticket) => navigate(ticketDetailPath(kind, ticket.id)),
  })
  const error = submit.error ? serverErrorText(errorBody(submit.error)) || t('failed') : ''

  return (
    <form
      aria-label={heading}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault()
        const found = !title.trim() ? 'tickets:apply.titleRequired' : grantProblem(grant, kind, false)
        setProblem(found)
        if (!found) submit.mutate()
      }}
    >
      <PageHeading>{heading}</PageHeading>
      {problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(problem)}</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('apply.title')} required>
        <Input value={title} onChange={(_, d) => setTitle(d.value)} />
      </Field>
      <GrantFields kind={kind} value={grant} onChange={setGrant} />
      <Field label={t('comment')}>
        <Textarea value={comment} onChange={(_, d) => setComment(d.value)} />
      </Field>
      <div>
        <Button appearance="primary" type="submit" disabled={submit.isPending}>
          {t('apply.submit')}
        </Button>
      </div>
    </form>
  )
}
