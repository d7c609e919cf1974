// The request forms (domain §2 tickets/request-asset-perm/create, request-application-perm/create): the
// applicant names what they need in the current org; POST {type}/open/ (reference §2.7) files the
// ticket to the flow's first-level assignees, and the new ticket's detail opens.
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { RemoteSelect } from '@/generic/select/remote-select'
import { api } from '@/shared/api/client'
import { serverErrorText } from '@/shared/errors/catalogue'
import { orgState } from '@/shared/state/org'
import { ticketApi, ticketDetailPath } from '../paths'
import { errorBody } from '@/shared/api/error-body'
import { GrantFields, grantProblem, grantWire, newGrant } from './grant-fields'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500 },
})

const CATEGORIES = {
  remote_app: ['chrome', 'mysql_workbench', 'vmware_client', 'custom'],
  db: ['mysql', 'oracle', 'postgresql', 'mariadb', 'sqlserver', 'redis', 'mongodb'],
  cloud: ['k8s'],
} as const
type Category = keyof typeof CATEGORIES

export function ApplyForm({ kind }: { kind: 'apply_asset' | 'apply_application' }) {
  const styles = useStyles()
  const { t } = useTranslation('tickets')
  const navigate = useNavigate()
  const { current } = useSnapshot(orgState)
  const [title, setTitle] = useState('')
  const [targets, setTargets] = useState<string[]>([])
  const [systemUsers, setSystemUsers] = useState<string[]>([])
  const [category, setCategory] = useState<Category>('db')
  const [appType, setAppType] = useState<string>(CATEGORIES.db[0])
  const [comment, setComment] = useState('')
  const [grant, setGrant] = useState(newGrant)
  const [problem, setProblem] = useState<string | null>(null)
  const url = ticketApi(kind)
  const submit = useMutation({
    mutationFn: () =>
      api.post<{ id: string }>(
        `${url}open/`,
        {
          title,
          type: kind,
          org_id: current?.id,
          comment,
          ...(kind === 'apply_asset'
            ? grantWire(grant)
            : { apply_system_users: systemUsers, apply_actions: ['all'], apply_category: category, apply_type: appType, apply_applications: targets }),
        },
        { silent: true },
      ),
    onSuccess: (ticket) => navigate(ticketDetailPath(kind, ticket.id)),
  })
  const error = submit.error
    ? serverErrorText(errorBody(submit.error)) || t('failed')
    : ''

  return (
    <form
      aria-label={t(kind === 'apply_asset' ? 'apply.assetTitle' : 'apply.applicationTitle')}
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault()
        const found = !title.trim() ? 'tickets:apply.titleRequired' : kind === 'apply_asset' ? grantProblem(grant, false) : null
        setProblem(found)
        if (!found) submit.mutate()
      }}
    >
      <h1 className={styles.title}>
        {t(kind === 'apply_asset' ? 'apply.assetTitle' : 'apply.applicationTitle')}
      </h1>
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
      {kind === 'apply_application' && (
        <>
          <Field label={t('apply.category')}>
            <Select
              value={category}
              onChange={(_, d) => {
                const next = d.value as Category
                setCategory(next)
                setAppType(CATEGORIES[next][0])
                setTargets([])
              }}
            >
              {Object.keys(CATEGORIES).map((c) => (
                <option key={c} value={c}>
                  {t(`apply.categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('fields.appType')}>
            <Select value={appType} onChange={(_, d) => setAppType(d.value)}>
              {CATEGORIES[category].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
        </>
      )}
      {kind === 'apply_asset' ? (
        <GrantFields value={grant} onChange={setGrant} />
      ) : (
        <>
          <Field label={t('fields.applications')}>
            <RemoteSelect
              key={category}
              label={t('fields.applications')}
              url={`/api/v1/applications/applications/suggestions/?category=${category}`}
              multiple
              value={targets}
              onChange={setTargets}
            />
          </Field>
          <Field label={t('fields.systemUsers')}>
            <RemoteSelect
              label={t('fields.systemUsers')}
              url="/api/v1/assets/system-users/suggestions/"
              multiple
              value={systemUsers}
              onChange={setSystemUsers}
            />
          </Field>
        </>
      )}
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
